import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages';

/**
 * Language detection: the one place for the order, the keys and the mapping
 * (spec §4, §9), in i18next-browser-languagedetector's own option names.
 * - The head script (headScript.ts) is built from it: it decides, before the
 *   first paint, whether a visitor arriving at an unprefixed URL goes to /zh/.
 * - storage.ts caches the dropdown's choice under its localStorage key.
 * - The tests run i18next-browser-languagedetector 7 with these very options
 *   as the reference, and check that the head script picks, and storage.ts
 *   caches, exactly what the detector would.
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

/**
 * Which detected values count as which language, tried in this order.
 * zh, zh-HK, zh-MO, zh-TW and zh-Hant… (Traditional script) are zh; en and en-… are en.
 * Anything else (zh-CN, fr, "", markup, …) matches nothing and detection
 * goes on down the order. Matching is case-insensitive, as BCP 47 tags are.
 */
export const LANGUAGE_PATTERNS: readonly (readonly [LanguageCode, RegExp])[] = [
  ['zh', /^zh(-(hk|mo|tw|hant(-[a-z\d]{1,8})*))?$/i],
  ['en', /^en(-[a-z\d]{1,8})*$/i],
];

/** A detected value as one of our languages, or undefined when it is unsupported or malformed. */
export function toSupportedLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  return LANGUAGE_PATTERNS.find(([, pattern]) => pattern.test(value))?.[0];
}

/** The first supported value in detection order, else the default (fallback) language. */
export function pickLanguage(candidates: readonly unknown[]): LanguageCode {
  for (const candidate of candidates) {
    const code = toSupportedLanguage(candidate);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** Languages whose pages live under a prefix: every one but the default ('zh' for /zh/…). */
export const PREFIXED_LANGUAGES: LanguageCode[] = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
