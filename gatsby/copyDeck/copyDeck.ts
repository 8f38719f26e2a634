/** The copy deck's address (and /zh/copy-deck/ in Chinese). */
export const COPY_DECK_PATH = '/copy-deck/';
