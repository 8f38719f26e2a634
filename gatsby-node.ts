import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';
import { minifyHeadScript } from './src/build/minifyHeadScript';
import { checkedDataContent } from './scripts/content/gatsby';
import { dataTypeDefs } from './src/data/schema';
import { buildEnv } from './src/site/env';
import { PAGES, fileOf, namespacesOf } from './src/site/pages';

export { onPreBootstrap } from './scripts/content/gatsby';
export { onPostBuild } from './src/build/onPostBuild';
export { createPages } from './src/review/createPages';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(dataTypeDefs);
};

/** gatsby-transformer-json for data/ only: as a plugin it would also turn locales/ into nodes. */
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
 * Each localized page of src/pages/ gets its query's $namespaces from its entry in src/site/pages.ts (a file there
 * without an entry stops the build). 404 pages answer for every missing path of their language: the i18n plugin
 * gives /zh/404/ the matchPath `/zh/zh/*` (fixed to `/zh/*`), and `/404/` gets `/*`, so a missing path asks for no
 * page data that is not there (a console error). More specific paths still win.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, reporter }) => {
  if (!page.context?.i18n) return; // the i18n plugin's input, which it replaces with one page per language
  const localized = page.matchPath?.match(/^\/([a-z]{2})\/\1\/\*$/);
  const matchPath = localized ? `/${localized[1]}/*` : page.path === '/404/' && !page.matchPath ? '/*' : page.matchPath;
  const file = relative(join(process.cwd(), 'src', 'pages'), page.component);
  const entry = PAGES.find((candidate) => fileOf(candidate) === file);
  if (!entry && !file.startsWith('..'))
    reporter.panicOnBuild(`src/pages/${file} has no entry in src/site/pages.ts: add one (id, path, namespaces, …).`);
  const namespaces = entry ? namespacesOf(entry) : undefined;
  if (matchPath === page.matchPath && !namespaces) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath, context: { ...page.context, ...(namespaces && { namespaces }) } });
};

/**
 * Webpack: the server renderer gets, as __BUILD__, the build's env (src/site/env.ts) and the head script, both made
 * here in Node.
 * The browser bundle gets one i18next: the i18n plugin `require`s its CommonJS build and our code `import`s
 * the ES build, 16 kB gzipped twice; and no source maps (7 MB, and a slower build).
 */
const siteRequire = createRequire(join(process.cwd(), 'package.json'));
const i18nextEsm = join(dirname(siteRequire.resolve('i18next/package.json')), 'dist/esm/i18next.js');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      plugins: [plugins.define({ __BUILD__: JSON.stringify({ env: buildEnv(), headScript: minifyHeadScript() }) })],
    });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ resolve: { alias: { i18next$: i18nextEsm } }, devtool: false });
  }
};
