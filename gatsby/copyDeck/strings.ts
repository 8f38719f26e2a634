import { LANGUAGE_CODES, type LanguageCode } from '../../src/i18n/languages';

/** The strings of a JSON file, keyed as `npm run check:content` names them: `hero.title`, `experience[0]`. */
export { stringLeaves as leavesOf } from '../../src/i18n/keys';

/**
 * A string's source is a namespace of locales/ (`home`: one file per language) or a file of data/ (`data/resources`:
 * one file for every language). The file that holds it in a language, from the project root.
 */
export const isDataSource = (source: string) => source.startsWith('data/');
export const fileOf = (source: string, language: LanguageCode | null) =>
  isDataSource(source) ? `${source}.json` : `locales/${language}/${source}.json`;

/** The languages a source has a file for: data/ is written once, for both. */
export const languagesOf = (source: string): (LanguageCode | null)[] =>
  isDataSource(source) ? [null] : LANGUAGE_CODES;

/** How the deck and its tests cite a string: `home.json › hero.title`, `data/resources.json › [0].title`. */
export const citation = (source: string, key: string) => `${source}.json › ${key}`;

/** A string's anchor in the deck, the same in every build: `home_hero_title`, `data_resources_0_title`. */
export const rowId = (source: string, key: string) =>
  `${source}_${key}`.replace(/[^\p{L}\p{N}-]+/gu, '_').replace(/_$/, '');

/** How the build marks a changed string, as the content check names it: `locales/zh/home.json › hero.title`. */
export const changeId = (file: string, key: string) => `${file} › ${key}`;

/** The {{placeholders}} of a string, each once, in the order they appear: "{{label}} ({{language}})" -> label, language. */
export const placeholdersOf = (text: string) => [
  ...new Set([...text.matchAll(/\{\{\s*([^{},\s]+)[^{}]*\}\}/g)].map((m) => m[1])),
];

/** The space after a text before what follows it: none after full-width punctuation (：。), which carries its own. */
export const spaceAfter = (text: string) => (/[\u3000-\u303f\uff00-\uffef]$/u.test(text) ? '' : ' ');
