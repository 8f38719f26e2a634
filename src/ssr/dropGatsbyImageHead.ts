import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';

/**
 * gatsby-plugin-image adds a <style>, a <noscript><style> and an inline
 * <script type="module"> to every page for GatsbyImage's fade-in. This site
 * renders gatsbyImageData as plain <picture> (src/components/Picture.tsx), so
 * those tags do nothing but cost bytes and CSP hashes.
 */
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
