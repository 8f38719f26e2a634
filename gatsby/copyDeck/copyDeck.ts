/** The copy deck's address (and /zh/copy-deck/ in Chinese): src/site/env.ts, which the sitemap reads too. */
export { COPY_DECK_PATH } from '../../src/site/env';
