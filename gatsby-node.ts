import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';
import { minifyHeadScript } from './src/build/minifyHeadScript';
import { formatFinding } from './scripts/content/checkContent';
import { checkContentAt } from './scripts/content/loadContent';
import { dataTypeDefs, findDataProblems } from './src/data/schema';

// One file, one short section per Gatsby API. A hook that outgrows a screen moves to its own module
// and is re-exported here, as onPostBuild is.

/**
 * The copy checks of `npm run check:content` run before every build, so a
 * Netlify deploy preview with a key missing in one language, an empty string
 * or untranslated Chinese fails, naming the file and key, instead of
 * quietly showing English on a Chinese page.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const { errors } = checkContentAt(process.cwd());
  if (errors.length === 0) return;
  reporter.panicOnBuild(
    `Content error in locales/ or data/ (npm run check:content; README, "Editing the copy"):\n  - ${errors
      .map(formatFinding)
      .join('\n  - ')}`,
  );
};

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
 * Webpack, in two stages:
 *
 * - The server renderer (build-html, develop-html) gets the minified language
 *   head script as the constant __LANGUAGE_HEAD_SCRIPT__ that gatsby-ssr.tsx
 *   inlines: src/i18n/headScript.ts compiled and minified by terser here, in
 *   Node, so neither TypeScript nor terser is bundled.
 * - The production browser bundle, which visitors download (React DOM, in
 *   Gatsby's own framework chunk), gets one copy of i18next:
 *   gatsby-plugin-react-i18next `require`s i18next (its CommonJS build) while
 *   our Head code `import`s it (the ES module build); webpack bundled both,
 *   about 16 kB gzipped twice. Pointing the bare specifier at the ES build
 *   makes them one module. And no source maps: 7 MB nobody but a debugger
 *   reads, and a faster build.
 */
const siteRequire = createRequire(join(process.cwd(), 'package.json'));
const i18nextEsm = join(dirname(siteRequire.resolve('i18next/package.json')), 'dist/esm/i18next.js');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      plugins: [plugins.define({ __LANGUAGE_HEAD_SCRIPT__: JSON.stringify(minifyHeadScript()) })],
    });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ resolve: { alias: { i18next$: i18nextEsm } }, devtool: false });
  }
};

/** After the build: robots.txt, the one HTML pass (src/build/transformHtml.ts), public/_headers (CSP hashes, caching, noindex off production). */
export { onPostBuild } from './src/build/onPostBuild';
