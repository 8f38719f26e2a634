/** Server rendering's hooks, in the order Gatsby runs them for each page. */
import type { GatsbySSR } from 'gatsby';
import { addReviewBanner } from './gatsby/copyDeck/ReviewBanner';
import type { BuildEnv } from './src/site/env';

/** Made in Node by gatsby/webpack.ts: the build's env and the compiled language head script. */
declare const __BUILD__: { env: BuildEnv; headScript: string };

// The same root (strict mode, error page) as in the browser.
export { wrapRootElement } from './src/wrapRootElement';
// Emotion's styles as one <style> per chunk in <head>.
export { replaceRenderer } from './gatsby/html/renderWithEmotion';

/**
 * The language head script (gatsby/language/), before anything is painted; the same on every page, so one CSP hash
 * covers it. Builds with a copy deck add its banner.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  args.setHeadComponents([<script key="language" dangerouslySetInnerHTML={{ __html: __BUILD__.headScript }} />]);
  if (__BUILD__.env.copyDeck) addReviewBanner(args, __BUILD__.env);
};

// gatsby-plugin-image's head tags, which <Picture> does not need.
export { onPreRenderHTML } from './gatsby/html/dropGatsbyImageHead';
