import LanguageDetector from 'i18next-browser-languagedetector';
import { DETECTION } from './detect';
import type { LanguageCode } from './languages';

let detector: LanguageDetector | undefined;

/**
 * Caches the visitor's choice from the dropdown, through
 * i18next-browser-languagedetector itself with the site's detection options
 * (`caches: ['localStorage']`, key `i18nextLng`). Storage may be blocked or
 * throw (private modes, strict settings); the site then simply forgets the
 * choice, without an error.
 */
export function rememberLanguage(code: LanguageCode): void {
  try {
    // The detector fills defaults into the object it is given: hand it a copy.
    detector ??= new LanguageDetector(undefined, { ...DETECTION, order: [...DETECTION.order], caches: [...DETECTION.caches] });
    detector.cacheUserLanguage(code);
  } catch {
    // Storage unavailable: nothing to remember the choice in.
  }
}
