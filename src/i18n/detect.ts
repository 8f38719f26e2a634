import type { DetectorOptions } from 'i18next-browser-languagedetector';
import type { LanguageCode } from './languages';

/** Detection in i18next-browser-languagedetector's option names: the head script detects with them, and
 * rememberLanguage caches under their localStorage key. */
export type DetectionSource = 'querystring' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag';

/** The detector's own option names and defaults, which are the site's; spelled out so nothing depends on a default. */
export const DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as DetectionSource[],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
} satisfies DetectorOptions;

/** Caches a pick as cacheUserLanguage would (storage.test.ts), without shipping the detector (about 1.7 kB gzipped). */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(DETECTION.lookupLocalStorage, code);
  } catch {
    // Storage unavailable: nothing to remember the choice in.
  }
}
