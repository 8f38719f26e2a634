import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';
import { minifyHeadScript } from './src/build/minifyHeadScript';
import { checkedDataContent } from './scripts/content/gatsby';
import { dataTypeDefs } from './src/data/schema';

// One file, one short section per Gatsby API. A hook that outgrows a screen moves to its own module
// and is re-exported here, as onPreBootstrap, onPostBuild and createPages are.

/** The content check before every build (scripts/content/, README "Check the copy"). */
export { onPreBootstrap } from './scripts/content/gatsby';

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
  // Placeholders unwrapped, every entry checked against its type (scripts/content/gatsby.ts).
  const content = await checkedDataContent(args);
  if (content === undefined) return;
  await transformerJson.onCreateNode({ ...args, loadNodeContent: async () => content }, { ...options, typeName });
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

/** Review builds only: the copy deck, /copy-deck/ and /zh/copy-deck/ (src/review/). */
export { createPages } from './src/review/createPages';
