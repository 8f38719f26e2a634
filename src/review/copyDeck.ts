import { isReviewBuild } from '../siteAddress';

/** The copy deck's address (and /zh/copy-deck/ in Chinese). */
export const COPY_DECK_PATH = '/copy-deck/';

/**
 * Review builds have a copy deck (and a banner linking to it), and so does
 * `gatsby develop`; production builds have neither. In the server-rendering
 * bundle webpack replaces `process.env.X` one by one, so callers there pass
 * the two variables by name.
 */
export function hasCopyDeck(env: { CONTEXT?: string; NODE_ENV?: string } = process.env): boolean {
  return isReviewBuild(env) || env.NODE_ENV === 'development';
}
