import type { GatsbyBrowser } from 'gatsby';

export { wrapRootElement } from './src/wrapRootElement';

// Marks the page as interactive, so browser tests know when React has hydrated.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};
