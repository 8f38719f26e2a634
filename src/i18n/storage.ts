import { DETECTION } from './detect';
import type { LanguageCode } from './languages';

/**
 * Caches the visitor's choice from the dropdown where detection looks for it
 * (`caches: ['localStorage']`, key `i18nextLng`): exactly what
 * i18next-browser-languagedetector's cacheUserLanguage writes with these
 * options (__tests__/storage.test.ts checks that), without shipping the
 * detector (about 1.7 kB gzipped on every page) for one write.
 *
 * Storage may be blocked or throw (private modes, strict settings); the site
 * then simply forgets the choice, without an error.
 */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(DETECTION.lookupLocalStorage, code);
  } catch {
    // Storage unavailable: nothing to remember the choice in.
  }
}
