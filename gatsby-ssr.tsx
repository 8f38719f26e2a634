import type { GatsbySSR } from 'gatsby';
import { addReviewBanner } from './src/review/ReviewBanner';
import type { BuildEnv } from './src/site/env';

export { wrapRootElement } from './src/wrapRootElement';
export { replaceRenderer } from './src/ssr/renderWithEmotion';
export { onPreRenderHTML } from './src/ssr/dropGatsbyImageHead';

/** Defined at compile time by gatsby-node.ts. */
declare const __BUILD__: { env: BuildEnv; headScript: string };

/** The language head script, before anything is painted; the same on every page, so one CSP hash covers it. */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  args.setHeadComponents([<script key="language" dangerouslySetInnerHTML={{ __html: __BUILD__.headScript }} />]);
  if (__BUILD__.env.copyDeck) addReviewBanner(args);
};
