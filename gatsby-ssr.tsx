/** Server rendering's hooks, in the order Gatsby runs them for each page. */
import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { addPreviewBanner } from './gatsby/admin/PreviewBanner';
import type { BuildEnv } from './src/site/env';

/** Made in Node by gatsby/output/webpack.ts: the build's env and the compiled language head script. */
declare const __BUILD__: { env: BuildEnv; headScript: string };

// The same root (strict mode, error page) as in the browser.
export { wrapRootElement } from './src/wrapRootElement';
// Emotion's styles as one <style> per chunk in <head>.
export { replaceRenderer } from './gatsby/output/html/renderWithEmotion';

/** The language head script, the same on every page, so one CSP hash covers it; deploy previews add their banner. */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  args.setHeadComponents([<script key="language" dangerouslySetInnerHTML={{ __html: __BUILD__.headScript }} />]);
  if (__BUILD__.env.previewBanner) addPreviewBanner(args);
};

/** gatsby-plugin-image's head tags for GatsbyImage's fade-in: <Picture> needs none, they only cost bytes and CSP hashes. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const imageHead = /^gatsby-image-style(-noscript|-script)?$/;
  replaceHeadComponents((getHeadComponents() as ReactElement[]).filter((c) => !(c && imageHead.test(String(c.key)))));
};
