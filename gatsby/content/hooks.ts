import type { CreateNodeArgs, GatsbyNode, Node } from 'gatsby';
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

/**
 * The text gatsby-transformer-json makes nodes of for one data/ file: placeholders unwrapped, checked against its type
 * (again here for `gatsby develop`, which re-reads an edited file without onPreBootstrap). Undefined: the build fails.
 */
export async function checkedDataContent({ node, loadNodeContent, reporter }: CreateNodeArgs) {
  const { name } = node as Node & { name: string };
  const parsed = parseJson(await loadNodeContent(node));
  const checked = 'value' in parsed ? checkDataFile(name, parsed.value) : undefined;
  const findings = checked?.findings ?? [
    { rule: 'invalid-json', file: dataFile(name), key: '(file)', message: 'error' in parsed ? parsed.error : '' },
  ];
  if (findings.length === 0) return JSON.stringify(checked!.value);
  reporter.panicOnBuild(`${NOT_BUILT(findings.length)}${list(findings)}`);
}
