import type { GatsbySSR } from 'gatsby';
import { addReviewBanner } from './src/review/ReviewBanner';

export { wrapRootElement } from './src/wrapRootElement';
export { replaceRenderer } from './src/ssr/renderWithEmotion';
export { onPreRenderHTML } from './src/ssr/dropGatsbyImageHead';

/** The minified language head script: defined at compile time by gatsby-node.ts (src/build/minifyHeadScript.ts). */
declare const __LANGUAGE_HEAD_SCRIPT__: string;

/**
 * The language head script (src/i18n/headScript.ts) in every page's <head>:
 * on arrival at an unprefixed URL it sends a Chinese-speaking visitor to
 * /zh/ before anything is painted, and it handles `?lng=` and the cached
 * choice. The same string on every page (no nonce), so a CSP hash covers it.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  args.setHeadComponents([<script key="language" dangerouslySetInnerHTML={{ __html: __LANGUAGE_HEAD_SCRIPT__ }} />]);
  addReviewBanner(args); // review builds only: the preview banner linking to the copy deck
};
