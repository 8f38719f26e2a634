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

/**
 * Characters GitHub's editor shows as ordinary ones (or not at all), which the files write as escapes (the content
 * check's invisible-character rule): a string's text with each of them as its code, as the file spells it.
 */
const INVISIBLE = /[\u00a0\u00ad\u200b-\u200d\u2011\u2060\ufeff]/gu;
export const withCodes = (text: string) =>
  text.replace(INVISIBLE, (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`);

/**
 * A string's line as its file writes it, as GitHub's editor shows it: `"tagline": "Hong\u00a0Kong …"`, codes visible; an
 * entry of a list (`experience[1]`) has no name before its text.
 */
export function lineOf(key: string, value: string) {
  const name = /(?:^|\.)([^.[\]]+)$/.exec(key)?.[1];
  return `${name ? `${JSON.stringify(name)}: ` : ''}${withCodes(JSON.stringify(value))}`;
}

/** The name GitHub's editor finds a string's line by (Ctrl+F): the last name of its key, `tagline` of `footer.tagline`. */
export const searchWordOf = (key: string) => /(?:^|\.)([^.[\]]+)(?:\[\d+\])*$/.exec(key)?.[1] ?? key;

/** When a build started, in a language's own words, in Hong Kong time (the site's and its reviewers' time zone). */
export const buildTimeIn = (iso: string, htmlLang: string) =>
  new Intl.DateTimeFormat(htmlLang === 'en' ? 'en-HK' : htmlLang, {
    timeZone: 'Asia/Hong_Kong',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/** A placeholder's note in review.json › placeholders.notes: its key in data/site.json, `social[0].url` -> social_0_url. */
export const noteId = (key: string) => key.replace(/\W+/g, '_');
