import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';

/**
 * Emotion's critical CSS as one <style> per chunk in <head>, instead of one before every styled element
 * (about 40 a page): few inline styles, few CSP hashes. Emotion in the browser picks them up by data-emotion.
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
        // data-s: already in place; else emotion moves each into <head> on start-up and the CSS is parsed again.
        <style
          key={`${key} ${ids.join(' ')}`}
          data-emotion={`${key} ${ids.join(' ')}`}
          data-s=""
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )),
  );
};
