import type { GatsbyBrowser } from 'gatsby';
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getLanguage } from './src/i18n/languages';
import { languageOfPath } from './src/i18n/paths';

export { wrapRootElement } from './src/wrapRootElement';

// Production pages arrive server-rendered and painted. Hydrating in a transition lets React yield to the browser every
// few ms instead of blocking it for the whole page (TBT); a click that lands first hydrates its part at once. (Gatsby
// types this API with React 17's render signature, hence no GatsbyBrowser type.) `gatsby develop` keeps its own.
export const replaceHydrateFunction =
  process.env.NODE_ENV === 'production'
    ? () => (element: ReactElement, container: Element) => startTransition(() => void hydrateRoot(container, element))
    : undefined;

// Marks the page as interactive, so browser tests know when React has hydrated. Gatsby's route announcer says
// "Navigated to <h1>" in English after a client-side page change: it says the new page's h1 alone, in the h1's language.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  const announcer = document.getElementById('gatsby-announcer');
  if (!announcer) return;
  new MutationObserver(() => {
    const h1 = document.querySelector('#gatsby-focus-wrapper h1');
    const heading = h1?.textContent ?? document.title;
    if (!announcer.textContent || announcer.textContent === heading) return;
    // The heading's own language (the Resources page is English in both), else the page's (<html lang> may lag).
    const own = h1?.parentElement?.closest('body [lang]');
    announcer.lang = own ? own.getAttribute('lang')! : getLanguage(languageOfPath(window.location.pathname)).htmlLang;
    announcer.textContent = heading;
  }).observe(announcer, { childList: true, characterData: true, subtree: true });
};
