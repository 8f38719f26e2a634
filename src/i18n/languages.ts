interface LanguageEntry {
  /** The lower-case code in URLs and in i18next (`/` is en, `/zh/` is zh). Its strings are in locales/<code>/. */
  code: string;
  /** BCP 47 tag for <html lang>, hreflang and `lang` attributes. */
  htmlLang: string;
  /** The Open Graph locale. It names the copy's own variety (British English), whatever flag the switcher shows. */
  ogLocale: string;
  /** The short label on the switcher button ("EN", "中"). */
  label: string;
  /** The language's name in itself, shown in the dropdown on every page. */
  name: string;
  /** The flag the switcher shows; src/components/Flag.tsx draws each. */
  flag: 'us' | 'hk';
  /** Written in Han characters: it gets Han fonts and phrase breaks, and the content check wants Han in each text. */
  han?: true;
}

const LIST = [
  { code: 'en', htmlLang: 'en', ogLocale: 'en_GB', label: 'EN', name: 'English', flag: 'us' },
  { code: 'zh', htmlLang: 'zh-HK', ogLocale: 'zh_HK', label: '中', name: '繁體中文（香港）', flag: 'hk', han: true },
] as const satisfies readonly LanguageEntry[];

/** The one list of languages. Adding a language means an entry here and a folder in locales/. */
export const LANGUAGES: readonly Language[] = LIST;
export type LanguageCode = (typeof LIST)[number]['code'];
export type Language = LanguageEntry & { code: LanguageCode };

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((l) => l.code);

export function getLanguage(code: string | undefined | null): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/** The languages other than the default. Each has a path prefix, its own 404 page and its own manifest. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE);

/** A language's path prefix: '' for the default language, '/zh' for zh. */
export function languagePrefix(code: LanguageCode): string {
  return code === DEFAULT_LANGUAGE ? '' : `/${code}`;
}
