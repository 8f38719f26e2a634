import type { GatsbyNode, Node } from 'gatsby';
import * as transformerJson from 'gatsby-transformer-json/gatsby-node';
import { dataTypeDefs } from '../../src/data/schema';
import { checkedDataContent } from './hooks';

/** data/*.json's GraphQL types, written out (src/data/schema.ts): nothing is inferred. */
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
  // Placeholders unwrapped, every entry checked against its type (hooks.ts).
  const content = await checkedDataContent(args);
  if (content === undefined) return;
  await transformerJson.onCreateNode({ ...args, loadNodeContent: async () => content }, { ...options, typeName });
};
