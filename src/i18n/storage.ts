import type { LanguageCode } from './languages';

/** localStorage key where the chosen language is cached (spec §9). */
export const STORAGE_KEY = 'i18nextLng';

/**
 * Caches the visitor's choice. Storage may be blocked or throw (private
 * modes, strict settings); the site then simply forgets the choice.
 */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage unavailable: nothing to remember the choice in.
  }
}
