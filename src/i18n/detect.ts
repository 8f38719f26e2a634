import type { DetectorOptions } from 'i18next-browser-languagedetector';

/**
 * Language detection options: the one place for the order and the keys
 * (spec §4, §9), in i18next-browser-languagedetector's own option names.
 * - The head script (headScript.ts) is called with them: before the first
 *   paint it decides whether a visitor arriving at an unprefixed URL goes to
 *   /zh/. Which value counts as which language is i18next's rule (any zh-… is
 *   zh, any en-… is en), written there.
 * - storage.ts caches the dropdown's choice under the localStorage key.
 * - The tests run i18next-browser-languagedetector 7 and i18next with these
 *   very options as the reference, and check that the head script picks, and
 *   storage.ts caches, exactly what they would.
 */
export type DetectionSource = 'querystring' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag';

export interface Detection extends DetectorOptions {
  order: DetectionSource[];
  lookupQuerystring: string;
  lookupCookie: string;
  lookupLocalStorage: string;
  lookupSessionStorage: string;
  caches: ['localStorage'];
}

/** The detector's own option names and defaults, which are the spec's; spelled out so nothing depends on a default. */
export const DETECTION: Detection = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};
