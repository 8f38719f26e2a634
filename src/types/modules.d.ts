declare module 'gatsby-transformer-json/gatsby-node' {
  import type { GatsbyNode } from 'gatsby';
  export const onCreateNode: NonNullable<GatsbyNode['onCreateNode']>;
}
