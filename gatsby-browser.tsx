import type { GatsbyBrowser } from 'gatsby';
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getLanguage } from './src/i18n/languages';
import { languageOfPath } from './src/i18n/paths';

export { wrapRootElement } from './src/wrapRootElement';

// Production pages arrive server-rendered and painted. Hydrating in a transition lets React yield to the browser every
// few ms instead of blocking it for the whole page (TBT), and an early click hydrates its part at once. Gatsby types
// this API with React 17's render signature, hence no GatsbyBrowser type. `gatsby develop` keeps its own renderer.
export const replaceHydrateFunction =
  process.env.NODE_ENV === 'production'
    ? () => (element: ReactElement, container: Element) => startTransition(() => void hydrateRoot(container, element))
    : undefined;

// The link that led away from each history entry (by the router's key). Back and Forward give it focus again, as a
// browser does for a page it kept in its back/forward cache, so the reader carries on from where they were.
const leftBy = new Map<string, { href: string; index: number }>();
const entry = () => (window.history.state as { key?: string } | null)?.key ?? 'initial';
const linksTo = (href: string) => [...document.querySelectorAll('a')].filter((a) => a.getAttribute('href') === href);
let traversed = false;
const rememberLink = ({ target }: MouseEvent) => {
  const link = target instanceof Element ? target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (link && href?.startsWith('/')) leftBy.set(entry(), { href, index: linksTo(href).indexOf(link) });
};

// Marks the page as hydrated for the browser tests. After a client-side page change, the new h1 takes focus instead
// of Gatsby's unnamed wrapper; Gatsby's announcer would repeat it in English, so it is hidden (docs/controls.md).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  document.getElementById('gatsby-announcer')?.setAttribute('hidden', '');
  const wrapper = document.getElementById('gatsby-focus-wrapper');
  if (!wrapper) return;
  addEventListener('popstate', () => (traversed = true));
  // Capture: before the router's own handler changes the history entry.
  addEventListener('click', rememberLink, true);
  wrapper.focus = () => {
    // Gatsby sets <html lang> only after it renders the new Head, which happens after this.
    document.documentElement.lang = getLanguage(languageOfPath(window.location.pathname)).htmlLang;
    const back = traversed ? leftBy.get(entry()) : undefined;
    traversed = false;
    const h1 = document.querySelector<HTMLElement>('main h1');
    h1?.setAttribute('tabindex', '-1');
    ((back && linksTo(back.href)[back.index]) || h1)?.focus({ preventScroll: true });
  };
};
