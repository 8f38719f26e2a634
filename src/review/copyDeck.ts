import { isReviewBuild } from '../siteAddress';

/** The copy deck's address (and /zh/copy-deck/ in Chinese). */
export const COPY_DECK_PATH = '/copy-deck/';

/**
 * Review builds and `gatsby develop` have a copy deck and its banner. The server-rendering bundle's webpack
 * replaces `process.env.X` one by one, so callers there pass the two variables by name.
 */
export function hasCopyDeck(env: { CONTEXT?: string; NODE_ENV?: string } = process.env): boolean {
  return isReviewBuild(env) || env.NODE_ENV === 'development';
}
