interface LanguageEntry {
  /** Code in URLs and in i18next, lower case: `/` is en, `/zh/` is zh. Its strings are in locales/<code>/. */
  code: string;
  /** BCP 47 tag for <html lang>, hreflang and `lang` attributes. */
  htmlLang: string;
  /** Open Graph locale: the copy's own variety (British English), whatever flag the switcher shows. */
  ogLocale: string;
  /** Short label on the switcher button ("EN", "中"). */
  label: string;
  /** The language's own name, in the dropdown on every page. */
  name: string;
  /** Which flag the switcher shows (src/components/Flag.tsx draws each). */
  flag: 'us' | 'hk';
  /** Written in Han characters: Han fonts, breaks only between phrases, and the content check wants Han in each text. */
  han?: true;
  /** Decap CMS's name for the language of its own interface at /admin/ (its locales: en, zh_Hant, zh_Hans, fr, …). */
  editorLocale: string;
}

const LIST = [
  { code: 'en', htmlLang: 'en', ogLocale: 'en_GB', label: 'EN', name: 'English', flag: 'us', editorLocale: 'en' },
  {
    code: 'zh',
    htmlLang: 'zh-HK',
    ogLocale: 'zh_HK',
    label: '中',
    name: '繁體中文（香港）',
    flag: 'hk',
    han: true,
    editorLocale: 'zh_Hant',
  },
] as const satisfies readonly LanguageEntry[];

/** The one list of languages: a language is an entry here and a folder of locales/. */
export const LANGUAGES: readonly Language[] = LIST;
export type LanguageCode = (typeof LIST)[number]['code'];
export type Language = LanguageEntry & { code: LanguageCode };

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((l) => l.code);

export function getLanguage(code: string | undefined | null): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/** The languages other than the default: each has a path prefix, its own 404 page and its own manifest. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE);

/** The path prefix of a language: '' for the default, '/zh' for zh. */
export function languagePrefix(code: LanguageCode): string {
  return code === DEFAULT_LANGUAGE ? '' : `/${code}`;
}
