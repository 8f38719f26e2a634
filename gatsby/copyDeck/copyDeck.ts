/** The copy deck's address (and /zh/copy-deck/ in Chinese): src/site/env.ts, which the sitemap reads too. */
export { COPY_DECK_PATH } from '../../src/site/env';

/**
 * The words a failed build's first line starts with (gatsby/content/hooks.ts writes it to the log), which the deck
 * tells a reviewer to search Netlify's deploy log for.
 */
export const NOT_BUILT_START = 'The site was not built';
