import { site } from '../../src/data/site';
import { newTabName } from '../../src/i18n/filled';
import { LANGUAGES, type LanguageCode, getLanguage } from '../../src/i18n/languages';
import { languageOfPath, localizePath } from '../../src/i18n/paths';
import { BAR_PAGES, INDEXED_PATHS } from '../../src/site/pages';

/** The path of every indexed page (src/site/pages.ts) in every language; no Playwright here, so jest shares it. */
export const PAGE_PATHS: readonly string[] = LANGUAGES.flatMap(({ code }) =>
  INDEXED_PATHS.map((path) => localizePath(path, code)),
);

/** Unknown paths answer with the localized 404 page. */
export const NOT_FOUND_PAGES = LANGUAGES.map(({ code }) => localizePath('/no-such-page/', code));

export const languageOf = (path: string) => getLanguage(languageOfPath(path));

/** The hero's buttons, in order (the closing panel repeats them): the key of each label, and its link (a new tab). */
export const HERO_BUTTONS = [
  { key: 'home:hero.getDataJob', href: site.links.dataJob },
  { key: 'home:hero.transformBusiness', href: site.links.consultation },
  { key: 'home:hero.course', href: site.links.course },
];

type T = (key: string, options?: Record<string, string>) => string;

/** The bar's links in a language, in order: the bar's pages of src/site/pages.ts, then the course (a new tab).
 * The footer's quick links are the pages alone. */
export function barLinks(t: T, language: LanguageCode) {
  return [
    ...BAR_PAGES.map((page) => ({
      id: page.id,
      name: t(`${page.id}:nav`),
      href: localizePath(page.path, language),
      external: false,
    })),
    { id: 'courses', name: newTabName(t, t('nav:courses')), href: site.links.course, external: true },
  ];
}
