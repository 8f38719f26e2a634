import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';

/**
 * Server rendering with emotion's critical-CSS extraction. By default emotion
 * writes a <style> element in front of every styled element (about 40 per
 * page); here the page's CSS becomes one <style> per emotion "chunk" (the
 * global styles, the component styles) in <head>. Emotion in the browser picks
 * them up by their data-emotion ids, as it does the inline ones. Few inline
 * <style> elements means few hashes in the Content-Security-Policy that
 * src/build/writeHeaders.ts writes after the build.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  );
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter(({ css }) => css.length > 0)
      .map(({ key, ids, css }) => (
        // data-s marks them as already in place: emotion would otherwise move each into <head>
        // on start-up (it expects them in the body), which makes the browser parse the CSS again.
        <style
          key={`${key} ${ids.join(' ')}`}
          data-emotion={`${key} ${ids.join(' ')}`}
          data-s=""
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )),
  );
};
