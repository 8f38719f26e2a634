import type { GatsbyBrowser } from 'gatsby';
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

export { wrapRootElement } from './src/wrapRootElement';

// Every production page arrives server-rendered and already painted. Hydrating it in a transition lets React
// yield to the browser every few milliseconds instead of holding the main thread for the whole page (Total
// Blocking Time); a click that lands first hydrates its part at once. `gatsby develop` keeps Gatsby's renderer.
// (Gatsby types this API with React 17's render signature, hence no GatsbyBrowser type here.)
export const replaceHydrateFunction =
  process.env.NODE_ENV === 'production'
    ? () => (element: ReactElement, container: Element) => startTransition(() => void hydrateRoot(container, element))
    : undefined;

// Marks the page as interactive, so browser tests know when React has hydrated.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};
