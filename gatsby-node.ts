import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataTypeDefs, findDataProblems } from './src/data/schema';
import { robotsTxt } from './src/seo/robotsTxt';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(dataTypeDefs);
};

/**
 * gatsby-transformer-json, scoped to data/. Registered as a plugin it would
 * also turn locales/*.json into nodes, which must stay the i18n plugin's
 * Locale nodes only.
 */
type SourcedFile = { internal: { mediaType?: string }; sourceInstanceName?: string };
const isDataJson = (node: SourcedFile) =>
  node.internal.mediaType === 'application/json' && node.sourceInstanceName === 'data';

export const shouldOnCreateNode: GatsbyNode['shouldOnCreateNode'] = ({ node }) =>
  isDataJson(node as unknown as SourcedFile);

/** Every file is one type named after it: site.json -> SiteJson, services.json -> ServicesJson. */
const typeName = ({ node }: { node: Node & { name?: string } }) =>
  `${String(node.name).replace(/^./, (c) => c.toUpperCase())}Json`;

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args, options) => {
  // Check every entry against its declared type first, so that a missing or
  // misspelled field fails the build with the file and field named, e.g.
  // "data/services.json[0].sectionId is missing".
  const node = args.node as Node & { name: string; relativePath: string };
  let content: unknown;
  try {
    content = JSON.parse(await args.loadNodeContent(args.node));
  } catch (error) {
    args.reporter.panicOnBuild(`data/${node.relativePath} is not valid JSON: ${(error as Error).message}`);
    return;
  }
  const entries: [unknown, string][] = Array.isArray(content)
    ? content.map((entry, i) => [entry, `data/${node.relativePath}[${i}]`])
    : [[content, `data/${node.relativePath}`]];
  const problems = entries.flatMap(([entry, at]) => findDataProblems(typeName({ node }), entry, at));
  if (problems.length > 0) {
    args.reporter.panicOnBuild(`Content error in data/:\n  - ${problems.join('\n  - ')}`);
    return;
  }
  await transformerJson.onCreateNode(args, { ...options, typeName });
};

/**
 * 404 pages answer for every missing path of their language:
 * - gatsby-plugin-react-i18next gives the localized 404 page the matchPath
 *   `/zh/zh/*` (its prefix twice), so a missing `/zh/...` page would show the
 *   English 404. Give it `/zh/*`.
 * - The English 404 (`/404/`) gets `/*`, so the browser knows a missing
 *   English path is the 404 page without first asking for page data that is
 *   not there (a 404 request, logged as a console error). Real pages and
 *   `/zh/*` still win: Gatsby ranks more specific paths first.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const localized = page.matchPath?.match(/^\/([a-z]{2})\/\1\/\*$/);
  const matchPath = localized ? `/${localized[1]}/*` : page.path === '/404/' && !page.matchPath ? '/*' : null;
  if (!matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};

/**
 * robots.txt, written after every build from the siteMetadata the pages'
 * <head> used (src/siteAddress.ts, from Netlify's CONTEXT): open and naming
 * the sitemap in production, closed to every crawler in deploy previews and
 * branch deploys.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string; indexable: boolean } } }>(`
    query RobotsTxt {
      site {
        siteMetadata {
          siteUrl
          indexable
        }
      }
    }
  `);
  if (result.errors || !result.data) return reporter.panic('robots.txt: cannot read siteMetadata', result.errors);
  const { siteUrl, indexable } = result.data.site.siteMetadata;
  await writeFile(join(program.directory, 'public', 'robots.txt'), robotsTxt({ siteUrl, indexable }));
  reporter.info(
    `robots.txt: ${indexable ? `indexable, sitemap at ${siteUrl}/` : 'not indexable (deploy preview or branch deploy)'}`,
  );
};
