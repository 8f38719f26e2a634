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
