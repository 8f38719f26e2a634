// The content check's rules on one text, pure, so that the build (check.ts) and the editor at /admin/
// (gatsby/admin/admin.ts) run them in the same words.
import services from '../../data/services.json';
import { PAGES } from '../../src/site/pages';
import { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES } from '../../src/i18n/languages';
import { FILLED } from '../../src/i18n/filled';
import { i18nextOptions } from '../../src/i18n/i18nextOptions';
import { type Json, keyParts } from '../../src/i18n/keys';
import { COURSE_WEEKS, EXPERIENCE_YEARS } from '../../src/site/constants';
/** The spec's fixed English labels, by ns:key: the editor and the build refuse a change. */
import SPEC_LABELS from './specLabels.json';
import { checkTerms, checkTypesetting } from './typesetting';

export type Problem = { rule: string; message: string };
export type Flag = (rule: string, message: string) => void;
/** The terms to avoid and the English strings accepted in Chinese (gatsby/content/*.json). */
export type Lists = {
  allowList: { values: Record<string, string>; keys: Record<string, string> };
  terminology: Record<string, { idea: string; use: string; avoid: string[]; why?: string }[]>;
};
/** Another text of the same file, by key (the editor: the entry as typed). */
type TextAt = (key: string) => unknown;

/** The pages' strings files (src/site/pages.ts): locales/<lng>/<id>.json. */
const PAGE_IDS = `(${PAGES.map((page) => page.id).join('|')})`;
/** Page titles, which must differ from each other in a language. */
export const PAGE_TITLE = new RegExp(`^${PAGE_IDS}:meta\\.title$`);
/** Limits the site puts on a string, by ns:key, in characters. */
const LIMITS = [
  { key: /^nav:meta\.shortName$/, min: 1, max: 12, why: "the web app manifest's short_name" },
  { key: new RegExp(`^${PAGE_IDS}:meta\\.description$`), min: 50, max: 160, why: 'a search result' },
  { key: PAGE_TITLE, min: 1, max: 70, why: 'a search result cuts it off' },
];
/** The {{placeholders}} i18next fills in every string ({{brand}}: data/site.json › brand). */
const FILLED_EVERYWHERE = Object.keys(i18nextOptions.interpolation?.defaultVariables ?? {});
/** The product's figures as copy states them ("12‑week", 12星期, "4+ years", 4年以上): src/site/constants.ts. */
const FIGURES = [
  { pattern: /(?<!\d)(\d{1,3})[\s\u2011\u2060-]*(?:weeks?\b|星期)/giu, allowed: [COURSE_WEEKS], name: 'COURSE_WEEKS' },
  {
    pattern: /(?<!\d)(\d{1,2})\s*\+?\s*(?:years?\b|年)/giu,
    allowed: Object.values(EXPERIENCE_YEARS),
    name: 'EXPERIENCE_YEARS',
  },
];
/** A figure written in words before its unit ("twelve-week", 十二星期, 四年以上): figures are written in digits. */
const FIGURE_IN_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty)[\s\u2011\u2060-]*(?:weeks?|years?)\b|[一二兩三四五六七八九十]+個?(?:星期|週)|[一二兩三四五六七八九十]+年(?=以上|多|經驗)/giu;
/** Names of buttons that show another text of their file, by ns:key: that text's key, which each name starts with. */
const CALL_NAME = /^services:([^.]+)\.ctaName$/;
const LABEL_OF = [{ name: CALL_NAME, label: '$1.ctaButton' }];
/** The rules above that name texts by key: each must still name one (check.ts, stale-entry). */
export const KEYED_RULES = [...LIMITS.map((limit) => limit.key), ...LABEL_OF.map((rule) => rule.name)];
/** Values a data field takes beyond its type: Google's offer categories. */
export const ONE_OF: Record<string, string[]> = {
  'data/site.json › course.offerCategory': ['Free', 'Partially Free', 'Subscription', 'Paid'],
};
const SECTION_IDS = services.map((service) => service.sectionId);
/** Languages whose text must contain at least one character of their script. */
const SCRIPT_OF: Record<string, RegExp> = Object.fromEntries(
  LANGUAGES.filter((l) => l.han).map((l) => [l.code, /\p{Script=Han}/u]),
);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const EMAIL = /^[^\s@<>()"',;:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const HOST = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
/** An address on a reserved example domain (RFC 2606), or one that says it is a placeholder. */
const EXAMPLE = /@example\.(com|org|net)$|\/\/([^/]*\.)?example\.(com|org|net)(\/|$)|placeholder/i;

/** Text with each address and {{placeholder}} replaced by a neutral character (U+FFFC), for typesetting.ts. */
const withoutCode = (text: string) =>
  text.replace(PLACEHOLDER, '\uFFFC').replace(/\b(?:[a-z][a-z\d+.-]*:\/\/|mailto:|www\.)[\x21-\x7e]+/gi, '\uFFFC');

/** The names inside {{…}} in a string, sorted: "Hi {{name}}, {{ count }}" -> ["count", "name"]. */
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1].split(',')[0].trim()).sort();
const braces = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'none');
export const quote = (text: unknown) =>
  JSON.stringify(String(text).length > 60 ? `${String(text).slice(0, 57)}…` : text);

export const attempt = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

/** Characters a browser shows as ordinary ones (or not at all), written in the files as escapes (docs/editing-copy.md). */
export const INVISIBLE: Record<string, string> = {
  '\u00a0': 'a no-break space',
  '\u00ad': 'a soft hyphen',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2011': 'a no-break hyphen',
  '\u2060': 'a word joiner',
  '\ufeff': 'a byte-order mark',
};
export const INVISIBLE_CHARS = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`, 'gu');
export const hasInvisible = (text: string) => new RegExp(INVISIBLE_CHARS.source, 'u').test(text);

/** A JSON file's text as the content check wants it: two-space indents, invisible characters as escapes. */
export const jsonText = (value: unknown) =>
  `${JSON.stringify(value, null, 2).replace(INVISIBLE_CHARS, (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`)}\n`;

/** Addresses https:// (or mailto:) and well formed, e-mails e-mails, examples marked. True for an address or e-mail. */
function checkDataString(text: string, file: string, key: string, marked: boolean, flag: Flag): boolean {
  const field = keyParts(key);
  const isEmail = field.at(-1) === 'email';
  const isAddress = ['url', 'link', 'siteUrl'].includes(field.at(-1)!) || field.at(-2) === 'links';
  const allowed = ONE_OF[`${file} › ${key}`];
  if (allowed && !allowed.includes(text)) flag('unknown-value', `${quote(text)} is not one of ${allowed.join(', ')}`);
  if ((isEmail || isAddress) && EXAMPLE.test(text) && !marked)
    flag('unmarked-placeholder', `${quote(text)} is an example: put in the real one, or mark it as a placeholder`);
  if (isEmail) {
    if (!EMAIL.test(text)) flag('malformed-email', `${quote(text)} is not an e-mail address`);
  } else if (/^mailto:/i.test(text)) {
    if (!EMAIL.test(text.slice(7).split('?')[0])) flag('malformed-email', `${quote(text)} is not a mailto: link`);
  } else if (isAddress || /^([a-z][a-z\d+.-]*:\/\/|(tel|javascript|data):|\/\/|www\.)/i.test(text)) {
    const url = attempt<URL | undefined>(() => new URL(text), undefined);
    if (/\s/.test(text)) flag('malformed-address', `${quote(text)} contains spaces`);
    else if (/^http:\/\//i.test(text)) flag('insecure-address', `${quote(text)} must start with https://`);
    else if (!/^https:\/\//.test(text))
      flag('malformed-address', `${quote(text)} must start with https:// (or mailto:)`);
    else if (!url || !HOST.test(url.hostname) || url.username || url.password)
      flag('malformed-address', `${quote(text)} has no valid domain name, or carries a user name`);
  } else if (/\bhttp:\/\//i.test(text)) {
    flag('insecure-address', `contains an http:// address: use https:// (${quote(text)})`);
    return false;
  } else return false;
  return true;
}

/** `original`: the same key in the reference language (locales/en/), compared for placeholders and translation.
 * `marked`: a data/ placeholder. */
export function textProblems(
  file: string,
  key: string,
  value: Json | undefined,
  original: Json | undefined,
  { allowList, terminology, textAt = () => undefined }: Lists & { textAt?: TextAt },
  marked = false,
): Problem[] {
  const problems: Problem[] = [];
  const flag: Flag = (rule, message) => problems.push({ rule, message });
  const data = /^data\/(.+)\.json$/.exec(file);
  if (data) {
    if (typeof value !== 'string') return problems;
    // data/ is English (the Resources page is not translated); addresses aside, its text is copy too.
    if (!checkDataString(value, file, key, marked, flag)) checkTerms(value, terminology[DEFAULT_LANGUAGE], flag);
    checkTypesetting(withoutCode(value), flag);
    return problems;
  }
  const [, lng, ns] = /^locales\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
  const id = `${ns}:${key}`;
  if (typeof value !== 'string') {
    flag('not-a-string', `is ${value === null ? 'null' : typeof value}, expected text`);
    return problems;
  }
  if (!value.trim()) {
    flag('empty-string', 'is empty');
    return problems;
  }
  if (/[\r\n\u2028\u2029]/.test(value)) flag('line-break', 'has a line break: write it on one line');
  if (/[{}]/.test(value.replace(PLACEHOLDER, '')))
    flag('malformed-placeholder', `has a stray brace: write placeholders as {{name}} (${quote(value)})`);
  const filled = [...(FILLED[id]?.names ?? []), ...FILLED_EVERYWHERE];
  const unknown = placeholders(value).filter((name) => !filled.includes(name));
  if (unknown.length)
    flag(
      'unknown-placeholder',
      `the site fills ${braces(filled)} here, not ${braces(unknown)}: ${
        filled.length ? `write ${braces(filled)} exactly so, braces included` : `take ${braces(unknown)} out`
      }`,
    );
  // WCAG 2.5.3: a control's name starts with the text it shows, a filled {{placeholder}} or another key's text.
  const labelled = LABEL_OF.find(({ name }) => name.test(id));
  const shows = FILLED[id]?.labelInName
    ? `{{${filled[0]}}}`
    : labelled && textAt(id.replace(labelled.name, labelled.label));
  if (typeof shows === 'string' && shows && !value.startsWith(shows))
    flag(
      'label-in-name',
      `is what a screen reader or voice control calls a button that shows ${quote(shows)}: start it with ${quote(shows)}, so that someone who speaks to their device can say the words they see`,
    );
  // Each call says what it is about: two with one name would be one link to a screen reader (WCAG 2.4.4).
  const call = CALL_NAME.exec(id)?.[1];
  const twin = call && SECTION_IDS.find((other) => other !== call && textAt(`${other}.ctaName`) === value);
  if (twin) flag('duplicate-name', `is also ${twin}.ctaName: name each call for what it is about`);
  const label = lng === DEFAULT_LANGUAGE ? (SPEC_LABELS as Record<string, string>)[id] : undefined;
  if (label !== undefined && value !== label) flag('spec-label', `this text is the spec’s label: keep ${quote(label)}`);
  const length = [...value].length;
  for (const { min, max, why } of LIMITS.filter((limit) => limit.key.test(id))) {
    if (length > max) flag('too-long', `has ${length} characters, at most ${max} fit (${why}): shorten it`);
    if (length < min) flag('too-short', `has ${length} characters, at least ${min} are needed (${why}): write more`);
  }
  for (const { pattern, allowed, name } of FIGURES)
    for (const [said, figure] of value.matchAll(pattern))
      if (!(allowed as readonly number[]).includes(Number(figure)))
        flag(
          'constant',
          `says ${quote(said)}, but src/site/constants.ts › ${name} says ${allowed.join(' or ')}: write that`,
        );
  for (const [said] of value.matchAll(FIGURE_IN_WORDS))
    flag('constant', `says ${quote(said)}: write the figure in digits, as src/site/constants.ts has it`);
  checkTerms(value, terminology[lng], flag);
  checkTypesetting(withoutCode(value), flag);

  // Compared with the other language (the reference language, or for it the translation).
  if (typeof original !== 'string') return problems;
  // A translation is held to the default language; the default to every translation (each has its placeholders).
  const others = lng === DEFAULT_LANGUAGE ? PREFIXED_LANGUAGES.map((l) => l.code) : [DEFAULT_LANGUAGE];
  const otherFile = `locales/${others.length > 1 ? `{${others}}` : others}/${ns}.json`;
  const [mine, theirs] = [placeholders(value), placeholders(original)];
  const missing = theirs.filter((name) => !mine.includes(name));
  const extra = mine.filter((name) => !theirs.includes(name));
  if (mine.join() !== theirs.join())
    flag(
      'placeholder-mismatch',
      `has ${braces(mine)} where ${otherFile} has ${braces(theirs)}: ${
        [
          missing.length && `put ${braces(missing)} back, as ${otherFile} has it (the site puts its own text there)`,
          extra.length && `take ${braces(extra)} out, or put it in ${otherFile} too`,
        ]
          .filter(Boolean)
          .join('; ') || `write them as ${otherFile} has them`
      }`,
    );
  if (lng === DEFAULT_LANGUAGE) return problems;
  if (value in allowList.values || id in allowList.keys) return problems;
  const translate = `(${quote(value)}): translate it, or add it to the allow-list`;
  const text = value.replace(PLACEHOLDER, '');
  if (value.trim() === original.trim()) flag('untranslated', `identical to ${otherFile} ${translate}`);
  else if (SCRIPT_OF[lng] && /\p{L}/u.test(text) && !SCRIPT_OF[lng].test(text))
    flag('no-chinese', `has no Chinese characters ${translate}`);
  return problems;
}
