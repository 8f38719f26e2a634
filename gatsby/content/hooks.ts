import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';
import { dataTypeDefs } from '../../src/data/schema';
import { type Finding, checkContentAt, checkDataFile, dataFile, formatFinding, parseJson } from './check';

const list = (findings: Finding[]) => findings.map((f) => `\n  - ${formatFinding(f)}`).join('');

/** The first line of a failed build, written for whoever edited the copy: in a deploy preview, Netlify's deploy log. */
const NOT_BUILT = (count: number) =>
  `The site was not built: ${count} problem(s) in locales/ or data/. Each line below names the file, the entry ` +
  'inside it and what to do. Fix it in the editor (/admin/), which checks the same rules as you type, and save; ' +
  'the preview is then built again. ' +
  'For the developer: npm run check:content runs the same checks (docs/content-check.md).';

/** Before every build, the checks of `npm run check:content`; a Netlify production deploy refuses placeholders. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const { errors, notices } = checkContentAt(process.cwd());
  if (notices.length)
    reporter.warn(
      `Placeholders in data/, refused by a Netlify production deploy (docs/before-launch.md):${list(notices)}`,
    );
  if (errors.length === 0) return;
  const launch = errors.some((f) => f.rule === 'placeholder')
    ? '\nA Netlify production deploy refuses placeholders: fill each one in (docs/before-launch.md).'
    : '';
  reporter.panicOnBuild(`${NOT_BUILT(errors.length)}${list(errors)}${launch}`);
};

/** data/*.json's GraphQL types, written out (src/data/schema.ts): nothing is inferred. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(dataTypeDefs);
};

/** gatsby-transformer-json for data/ only: as a plugin it would also turn locales/ into nodes. */
export const shouldOnCreateNode = ({ node }: { node: Node }) =>
  node.internal.mediaType === 'application/json' && node.sourceInstanceName === 'data';

/** Every file is one type named after it: site.json -> SiteJson, services.json -> ServicesJson. */
const typeName = ({ node }: { node: Node & { name?: string } }) =>
  `${String(node.name).replace(/^./, (c) => c.toUpperCase())}Json`;

/** Checks a data/ file against its type again: `gatsby develop` re-reads an edited file without onPreBootstrap. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args, options) => {
  const { node, loadNodeContent, reporter } = args;
  const name = String(node.name);
  const parsed = parseJson(await loadNodeContent(node));
  const checked = 'value' in parsed ? checkDataFile(name, parsed.value) : undefined;
  const findings = checked?.findings ?? [
    { rule: 'invalid-json', file: dataFile(name), key: '(file)', message: 'error' in parsed ? parsed.error : '' },
  ];
  if (findings.length) reporter.panicOnBuild(`${NOT_BUILT(findings.length)}${list(findings)}`);
  else {
    const content = JSON.stringify(checked!.value);
    await transformerJson.onCreateNode({ ...args, loadNodeContent: async () => content }, { ...options, typeName });
  }
};
