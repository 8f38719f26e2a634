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

// Marks the page as interactive, so browser tests know when React has hydrated. After a client-side page change,
// Gatsby's router focuses its wrapper, an unnamed div: focus moves on to the new page's h1, read by role and name in
// its own language. Gatsby's route announcer would say the h1 again, in English ("Navigated to"): it is hidden.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  document.getElementById('gatsby-announcer')?.setAttribute('hidden', '');
  let path = window.location.pathname;
  document.addEventListener('focusin', ({ target }) => {
    // The router's focus, not a click on the page: the path has changed.
    if ((target as Element).id !== 'gatsby-focus-wrapper' || window.location.pathname === path) return;
    path = window.location.pathname;
    // Gatsby sets <html lang> only once it has rendered the new Head, after this.
    document.documentElement.lang = getLanguage(languageOfPath(path)).htmlLang;
    const h1 = document.querySelector<HTMLElement>('main h1');
    h1?.setAttribute('tabindex', '-1');
    h1?.focus({ preventScroll: true });
  });
};
