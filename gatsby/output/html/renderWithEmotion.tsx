import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';

/**
 * Puts Emotion's critical CSS into <head> as one <style> per chunk, instead of one before every styled element (about
 * 40 a page), which means fewer CSP hashes. Emotion in the browser finds them by their data-emotion attribute.
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
        // data-s tells emotion they are already in place; otherwise it moves each into <head> and reparses the CSS.
        <style
          key={`${key} ${ids.join(' ')}`}
          data-emotion={`${key} ${ids.join(' ')}`}
          data-s=""
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )),
  );
};
