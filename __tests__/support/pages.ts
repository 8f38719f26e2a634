import { LANGUAGES, getLanguage } from '../../src/i18n/languages';
import { languageOfPath, localizePath } from '../../src/i18n/paths';
import { INDEXED_PATHS } from '../../src/site/pages';

/** Every indexed page (src/site/pages.ts) in every language; no Playwright here, so jest shares it. */
export const PAGES: readonly string[] = LANGUAGES.flatMap(({ code }) =>
  INDEXED_PATHS.map((path) => localizePath(path, code)),
);

/** Unknown paths answer with the localized 404 page. */
export const NOT_FOUND_PAGES = ['/no-such-page/', '/zh/no-such-page/'] as const;

/** The language a path renders in (its prefix decides). */
export const languageOf = (path: string) => getLanguage(languageOfPath(path));
