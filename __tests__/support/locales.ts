import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { i18nextOptions } from '../../src/i18n/i18nextOptions';
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, PREFIXED_LANGUAGES, type LanguageCode } from '../../src/i18n/languages';

/** Where locales/ and data/ are read: the project, or a copy (CONTENT_ROOT: the editor's saves, admin.spec.ts). */
export const contentRoot = process.env.CONTENT_ROOT ?? join(__dirname, '..', '..');
const localesDir = join(contentRoot, 'locales');

export type LocaleResources = Record<string, Record<string, Record<string, unknown>>>;

/** locales/<lng>/<ns>.json as i18next resources: { en: { nav: {...} }, zh: {...} }. */
export function loadLocales(): LocaleResources {
  const resources: LocaleResources = {};
  for (const lng of readdirSync(localesDir)) {
    resources[lng] = {};
    for (const file of readdirSync(join(localesDir, lng))) {
      resources[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8'));
    }
  }
  return resources;
}

/** i18next with the site's options and locales/, one language, no fallback: a missing key throws, naming it.
 * Tests take every text they expect from here, so the copy can change without them. */
export function i18nFor(language: string, resources: LocaleResources = loadLocales()) {
  const i18n = i18next.createInstance();
  i18n.init({
    ...i18nextOptions,
    lng: language,
    resources,
    initAsync: false,
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      throw new Error(`Missing translation ${ns}:${key} for language "${language}" (locales/${language}/${ns}.json)`);
    },
  });
  return i18n;
}

/** The t function of i18nFor(language). */
export const translator = (language: string): TFunction => i18nFor(language).t;

/** A text as read: a no-break space is a space; spaces beside Chinese characters do not count (jsdom puts one
 * between <Text>'s inline-block phrases; browsers do not). */
export const plain = (text: string) =>
  text
    .replace(/\s/gu, ' ')
    .replace(/ *([^\x00-\x7f]) */gu, '$1')
    .trim();
/** An accessible name matcher for a text set with <Text> (src/components/Text.tsx). */
export const sameName = (expected: string) => (name: string) => plain(name) === plain(expected);
/** A getByText matcher for a text set with <Text>: the innermost element whose text it is. */
export const sameText = (expected: string) => (_: string, element: Element | null) =>
  !!element &&
  plain(element.textContent ?? '') === plain(expected) &&
  ![...element.children].some((child) => plain(child.textContent ?? '') === plain(expected));
