import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';

/**
 * Types of the data/*.json nodes, declared explicitly. @dontInfer means
 * nothing is guessed from the files: a field that is missing or misspelled
 * in data/ makes the page query fail the build with an error that names it,
 * for example `Cannot return null for non-nullable field ServicesJson.sectionId`.
 */
const typeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
  type SiteSiteMetadata {
    siteUrl: String!
    indexable: Boolean!
  }

  type SiteJson implements Node @dontInfer {
    brand: String!
    siteUrl: String!
    email: String!
    placeholderNote: String!
    links: SiteLinks!
    social: [SocialProfile!]!
  }
  type SiteLinks {
    dataJob: String!
    consultation: String!
    course: String!
  }
  type SocialProfile {
    network: String!
    label: String!
    url: String!
  }

  "A navigation item: 'key' names its label in locales/*/nav.json; 'href' is a site path, or a key of SiteJson.links when external."
  type NavigationJson implements Node @dontInfer {
    key: String!
    href: String!
    external: Boolean!
  }

  type ServicesJson implements Node @dontInfer {
    sectionId: String!
    order: Int!
    icon: String!
    features: [ServiceFeature!]!
    "'demo' for a book-a-demo-call button, 'panel' for the panel repeating the hero buttons."
    cta: String!
  }
  type ServiceFeature {
    key: String!
    icon: String!
  }

  type ExpertiseJson implements Node @dontInfer {
    key: String!
    icon: String!
    order: Int!
  }

  type ResourcesJson implements Node @dontInfer {
    group: String!
    order: Int!
    title: String!
    description: String!
    link: String!
  }

  type ResourceGroupsJson implements Node @dontInfer {
    key: String!
    order: Int!
    title: String!
    description: String!
  }

  type ResourcesPageJson implements Node @dontInfer {
    title: String!
    intro: String!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
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

export const onCreateNode: GatsbyNode['onCreateNode'] = (args, options) =>
  transformerJson.onCreateNode(args, { ...options, typeName });

/**
 * gatsby-plugin-react-i18next gives the localized 404 page the matchPath
 * `/zh/zh/*` (its prefix twice), so a missing `/zh/...` page would show the
 * English 404. Give it `/zh/*`.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const match = page.matchPath?.match(/^\/([a-z]{2})\/\1\/\*$/);
  if (!match) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: `/${match[1]}/*` });
};

/**
 * The production browser bundle, which visitors download (issue 5: at most
 * 100 kB of gzipped JavaScript per page). Development, server rendering and
 * the jest tests keep React itself; only `gatsby build`'s browser bundle changes.
 *
 * - One copy of i18next. gatsby-plugin-react-i18next `require`s i18next (its
 *   CommonJS build) while our Head code `import`s it (the ES module build):
 *   webpack bundled both, about 16 kB gzipped twice. Pointing the bare
 *   specifier at the ES build makes them one module.
 * - Preact instead of React DOM in the browser: preact/compat implements the
 *   React 18 API (hydrateRoot, hooks, useId, useInsertionEffect) in about
 *   10 kB instead of React DOM's 45 kB. The HTML is still rendered by React on
 *   the server, and Preact hydrates it. This is what gatsby-plugin-preact does,
 *   minus its development-server and server-rendering changes. The browser
 *   tests (e2e/) run against this bundle.
 */
const siteRequire = createRequire(join(process.cwd(), 'package.json'));
const packageDir = (name: string) => dirname(siteRequire.resolve(`${name}/package.json`));

/** Gatsby's framework chunk (long-cached, shared by all pages), with preact in it. */
const FRAMEWORK_WITH_PREACT =
  /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const alias = { ...config.resolve.alias };
  // Gatsby points `react` and `react-dom` at their package folders; replace those.
  delete alias.react;
  delete alias['react-dom'];
  config.resolve.alias = {
    ...alias,
    i18next$: join(packageDir('i18next'), 'dist/esm/i18next.js'),
    // Most specific first: webpack takes the first alias that matches.
    'react/jsx-runtime': 'preact/jsx-runtime',
    react: 'preact/compat',
    'react-dom': 'preact/compat',
  };
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (!framework)
    throw new Error("Gatsby's webpack config has no framework chunk any more: revisit onCreateWebpackConfig.");
  framework.test = FRAMEWORK_WITH_PREACT;
  actions.replaceWebpackConfig(config);
};

/** public/_headers (CSP with this build's inline-script hashes, caching, noindex off production). */
export { onPostBuild } from './src/build/onPostBuild';
