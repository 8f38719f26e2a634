import { DETECTION } from './detect';
import type { LanguageCode } from './languages';

/**
 * Caches the dropdown's choice as i18next-browser-languagedetector's cacheUserLanguage would (storage.test.ts),
 * without shipping the detector (about 1.7 kB gzipped) for one write. Blocked storage: the choice is forgotten.
 */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(DETECTION.lookupLocalStorage, code);
  } catch {
    // Storage unavailable: nothing to remember the choice in.
  }
}
