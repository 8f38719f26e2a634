import type { GatsbySSR } from 'gatsby';
import { addReviewBanner } from './src/review/ReviewBanner';

export { wrapRootElement } from './src/wrapRootElement';
export { replaceRenderer } from './src/ssr/renderWithEmotion';
export { onPreRenderHTML } from './src/ssr/dropGatsbyImageHead';

/** Defined at compile time by gatsby-node.ts. */
declare const __LANGUAGE_HEAD_SCRIPT__: string;

/** The language head script, before anything is painted; the same on every page, so one CSP hash covers it. */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  args.setHeadComponents([<script key="language" dangerouslySetInnerHTML={{ __html: __LANGUAGE_HEAD_SCRIPT__ }} />]);
  addReviewBanner(args);
};
