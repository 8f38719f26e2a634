import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { robotsTxt } from './src/seo/robotsTxt';

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
    person: SitePerson!
    "ISO 3166-1 alpha-2 code of the country served, for structured data."
    countryCode: String!
    links: SiteLinks!
    social: [SocialProfile!]!
    course: SiteCourse!
  }
  type SitePerson {
    name: String!
  }
  "Facts about the 12-week course for its structured data (texts are in locales/*/nav.json, meta.course)."
  type SiteCourse {
    weeks: Int!
    "Google's courseMode: Online, Onsite or Blended."
    mode: String!
    hoursPerWeek: Int!
    "Google's offer category: Free, Partially Free, Subscription or Paid."
    offerCategory: String!
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
