import type { GatsbyBrowser } from 'gatsby';
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

export { wrapRootElement } from './src/wrapRootElement';

// Production pages arrive server-rendered and painted. Hydrating in a transition lets React yield to the browser every
// few ms instead of blocking it for the whole page (TBT); a click that lands first hydrates its part at once. (Gatsby
// types this API with React 17's render signature, hence no GatsbyBrowser type.) `gatsby develop` keeps its own.
export const replaceHydrateFunction =
  process.env.NODE_ENV === 'production'
    ? () => (element: ReactElement, container: Element) => startTransition(() => void hydrateRoot(container, element))
    : undefined;

// Marks the page as interactive, so browser tests know when React has hydrated.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};
