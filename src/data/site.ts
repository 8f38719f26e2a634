import raw from '../../data/site.json';
import { unwrapPlaceholders } from './placeholders';

/**
 * data/site.json as the site sees it, each placeholder replaced by its stand-in
 * (src/data/placeholders.ts), for code that reads it outside the GraphQL layer.
 */
export const { value: site, placeholders: sitePlaceholders } = unwrapPlaceholders(raw);
