import raw from '../../data/site.json';
import { unwrapPlaceholders } from './placeholders';

/** data/site.json with each placeholder's stand-in (src/data/placeholders.ts), for code outside the GraphQL layer. */
export const site = unwrapPlaceholders(raw).value;
