declare module 'gatsby-transformer-json/gatsby-node' {
  import type { CreateNodeArgs, PluginOptions } from 'gatsby';
  export function onCreateNode(args: CreateNodeArgs, options: PluginOptions & { typeName?: unknown }): Promise<void>;
}
