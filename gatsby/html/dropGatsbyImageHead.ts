import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';

/** gatsby-plugin-image's head tags for GatsbyImage's fade-in: <Picture> needs none, they only cost bytes and CSP hashes. */
const GATSBY_IMAGE_HEAD_KEYS = new Set([
  'gatsby-image-style',
  'gatsby-image-style-noscript',
  'gatsby-image-style-script',
]);

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const kept = (getHeadComponents() as ReactElement[]).filter(
    (component) => !(component && GATSBY_IMAGE_HEAD_KEYS.has(String(component.key))),
  );
  replaceHeadComponents(kept);
};
