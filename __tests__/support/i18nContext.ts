import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/i18n/languages';

/** The i18n page context gatsby-plugin-react-i18next gives a page in `language` at `originalPath`. */
export function i18nContext(language: string, originalPath: string) {
  return {
    language,
    routed: language !== DEFAULT_LANGUAGE,
    languages: LANGUAGE_CODES,
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    originalPath,
    path: language === DEFAULT_LANGUAGE ? originalPath : `/${language}${originalPath}`,
  };
}
