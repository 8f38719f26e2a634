/** Server rendering's hooks, in the order Gatsby runs them for each page. */
import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { addPreviewBanner } from './gatsby/admin/PreviewBanner';
import type { BuildEnv } from './src/site/env';

/** The build's env and the compiled language head script, made in Node by gatsby/output/webpack.ts. */
declare const __BUILD__: { env: BuildEnv; headScript: string };

// The same root (strict mode, error page) as in the browser.
export { wrapRootElement } from './src/wrapRootElement';
// Emotion's styles go into <head> as one <style> per chunk.
export { replaceRenderer } from './gatsby/output/html/renderWithEmotion';

/** The language head script is the same on every page, so one CSP hash covers it. Deploy previews add their banner. */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  args.setHeadComponents([<script key="language" dangerouslySetInnerHTML={{ __html: __BUILD__.headScript }} />]);
  if (__BUILD__.env.previewBanner) addPreviewBanner(args);
};

/** Drops gatsby-plugin-image's head tags for GatsbyImage's fade-in; <Picture> needs none, and they cost CSP hashes. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const imageHead = /^gatsby-image-style(-noscript|-script)?$/;
  replaceHeadComponents((getHeadComponents() as ReactElement[]).filter((c) => !(c && imageHead.test(String(c.key)))));
};
