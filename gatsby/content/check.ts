/** The content check of `npm run check:content` and every `gatsby build` (gatsby/content/hooks.ts): locales/ and
 * data/ against the rules below and src/data/schema.ts, each finding naming rule, file and key (docs/content-check.md). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_TYPES, schemaProblems } from '../../src/data/schema';
import { COURSE_WEEKS, EXPERIENCE_YEARS, RESOURCE_COUNTS } from '../../src/site/constants';
import { isPlaceholder, unwrapPlaceholders } from '../../src/data/placeholders';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES } from '../../src/i18n/languages';
import { i18nextOptions } from '../../src/i18n/i18nextOptions';
import { buildEnv } from '../../src/site/env';
import { BAR_PAGES, PAGES, namespacesOf } from '../../src/site/pages';
import { type Json, keyParts, leaves, valueAt } from '../../src/i18n/keys';
import { jsonProblem } from './jsonProblem';

/** check.ts's callers and tests read JSON through the one key walker too. */
export type { Json };
export { valueAt };
type Obj = { [key: string]: Json };

/** The files as parsed (data/ with placeholders wrapped), and those not JSON (invalid-json, not also missing). */
export interface Content {
  locales: Record<string, Record<string, Json>>;
  data: Record<string, Json>;
  allowList: { values: Record<string, string>; keys: Record<string, string> };
  terminology: Record<string, { idea: string; use: string; avoid: string[]; why?: string }[]>;
  unreadable: string[];
}

/** A problem or notice: its rule (e.g. "missing-key"), the file from the project root, the key inside it. */
export type Finding = { rule: string; file: string; key: string; message: string };
type Flag = (rule: string, message: string) => void;
type At = (file: string, key: string) => Flag;

const ALLOW_LIST_FILE = 'gatsby/content/untranslatedAllowList.json';
const TERMINOLOGY_FILE = 'gatsby/content/terminology.json';
const localeFile = (lng: string, ns: string) => `locales/${lng}/${ns}.json`;
export const dataFile = (name: string) => `data/${name}.json`;

/** The pages' strings files (src/site/pages.ts): locales/<lng>/<id>.json. */
const PAGE_IDS = `(${PAGES.map((page) => page.id).join('|')})`;
/** Page titles, which must differ from each other in a language. */
const PAGE_TITLE = new RegExp(`^${PAGE_IDS}:meta\\.title$`);
/** Limits the site puts on a string, by ns:key, in characters. */
const LIMITS = [
  { key: /^nav:meta\.shortName$/, min: 1, max: 12, why: "the web app manifest's short_name" },
  { key: new RegExp(`^${PAGE_IDS}:meta\\.description$`), min: 50, max: 160, why: 'a search result' },
  { key: PAGE_TITLE, min: 1, max: 70, why: 'a search result cuts it off' },
];
/** The {{placeholders}} the code fills, by ns:key (the options of its t() call); no other key gets any. */
const FILLED_BY_CODE: Record<string, string[]> = {
  'nav:language.current': ['label', 'language'],
  'nav:brandHome': ['brand'],
  'nav:newTab': ['name'],
  'home:offerings.learnMoreAbout': ['learnMore', 'service'],
  'footer:rights': ['brand'],
  'footer:email': ['email'],
  'footer:social': ['network'],
  'review:propose.change': ['braces'],
  'review:propose.commit': ['branch'],
  'review:groups.page': ['page'],
  'review:build.failed': ['logLine'],
  'review:banner.pullRequest': ['number'],
  'review:banner.built': ['time'],
  'review:build.pullRequestLink': ['number'],
  'review:build.timeValue': ['time'],
  'review:lineLabel': ['word'],
  'review:shared.serviceCards': ['count'],
  'review:shared.socialIcons': ['count'],
  'review:names.item': ['number'],
  'review:changes.detail': ['branch', 'commit'],
  'review:changes.unknown': ['reason'],
  'review:changes.noBase': ['branch'],
  'review:changes.before': ['text'],
  'review:changes.inLanguage': ['change', 'language'],
  'review:where': ['places'],
  'review:count': ['number'],
  'review:keep': ['placeholder', 'what'],
};
/** The {{placeholders}} i18next fills in every string ({{brand}}: data/site.json › brand). */
const FILLED_EVERYWHERE = Object.keys(i18nextOptions.interpolation?.defaultVariables ?? {});
/** Names of controls that show a text: they start with it, so that someone who speaks to their device can say what they see. */
const STARTS_WITH: Record<string, string> = {
  'nav:language.current': 'label',
  'nav:brandHome': 'brand',
  'nav:newTab': 'name',
  'home:offerings.learnMoreAbout': 'learnMore',
};
/** Values a data field takes beyond its type: Google's offer categories. */
const ONE_OF: Record<string, string[]> = {
  'data/site.json › course.offerCategory': ['Free', 'Partially Free', 'Subscription', 'Paid'],
};
/** Languages whose text must contain at least one character of their script. */
const SCRIPT_OF: Record<string, RegExp> = Object.fromEntries(
  LANGUAGES.filter((l) => l.han).map((l) => [l.code, /\p{Script=Han}/u]),
);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const EMAIL = /^[^\s@<>()"',;:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const HOST = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
/** An address on a reserved example domain (RFC 2606), or one that says it is a placeholder. */
const EXAMPLE = /@example\.(com|org|net)$|\/\/([^/]*\.)?example\.(com|org|net)(\/|$)|placeholder/i;

/**
 * Hong Kong typesetting, in every string that has a Chinese character (locales/ and data/ alike). Addresses and
 * {{placeholders}} are taken out first, so a half-width character inside them, or between Latin words and digits,
 * is left alone. Each rule: the pattern that breaks it, and what to do.
 */
const HAN = String.raw`\p{Script=Han}`;
const TYPESETTING: { rule: string; pattern: RegExp; fix: string }[] = [
  {
    rule: 'han-digit-space',
    pattern: new RegExp(`${HAN} +\\d|\\d +${HAN}`, 'u'),
    fix: 'a space between a Chinese character and a digit: write them together (4年以上, 12星期)',
  },
  {
    rule: 'half-width-punctuation',
    pattern: new RegExp(`${HAN} *[(),:;!?]|[(),:;!?] *${HAN}`, 'u'),
    fix: 'half-width punctuation beside Chinese text: use the full-width form （ ） ， ： ； ！ ？',
  },
  {
    rule: 'space-by-full-width',
    pattern: /[ \u00a0]+[（），。：；！？、「」]|[（），。：；！？、「」][ \u00a0]+/u,
    fix: 'a space beside full-width punctuation, which carries its own spacing: take the space out (LinkedIn（…）, 。Next)',
  },
  {
    rule: 'enumeration-comma',
    // 、 then a conjunction (not a word such as 和平, 並購, 及時) or punctuation, or 、 at the end.
    pattern: /、 *(?:(?:而|但|並|和|及|或)(?!平|諧|購|行|時)|[，。；：！？、]|$)/u,
    fix: '、 where no list item follows (before 而, 但, 並, 和, 及, 或, punctuation or the end): 、 joins list items only; write ， or nothing',
  },
];
/**
 * Chinese headings break only at punctuation and spaces (word-break: keep-all, src/styles/GlobalStyles.tsx), so each
 * phrase between them must fit the narrowest heading line: the home page's title on a 320 px phone holds 9 characters.
 */
const SITE_NAMESPACES = `(${[...new Set(PAGES.flatMap(namespacesOf))].join('|')})`;
/** A heading's key ends in `title` or `Title`, in a namespace a page of src/site/pages.ts loads (not its meta). */
const HEADING = new RegExp(`^${SITE_NAMESPACES}:(?!meta\\.)(.+\\.)?(title|[a-z]\\w*Title)$`);
const HEADING_PHRASE_MAX = 9;
const PHRASE_BREAK = /[\s，。、！？：；（）「」『』…—]+/u;

function checkHeading(id: string, text: string, flag: Flag) {
  if (!HEADING.test(id) || !new RegExp(HAN, 'u').test(text)) return;
  const long = text
    .replace(PLACEHOLDER, '')
    .split(PHRASE_BREAK)
    .find((phrase) => [...phrase].length > HEADING_PHRASE_MAX);
  if (long)
    flag(
      'heading-phrase',
      `${quote(long)} runs ${[...long].length} characters without punctuation: a Chinese heading breaks only at its punctuation, and a phone's line holds ${HEADING_PHRASE_MAX}; shorten it or break it with ，`,
    );
}

/**
 * Chinese display paragraphs that break only between their phrases (chinesePhrases with <Phrases>): each phrase with
 * its punctuation must fit their narrowest line, below breakpoints.narrow (src/styles/theme.ts) at fontSizes.base
 * (16 px), on a 320 px phone with a classic 12 px scrollbar: the home hero's subtitle 276 px, the about page's mission
 * box 246 px. Longer, Firefox starts a line with its ，.
 */
const DISPLAY_PHRASE_MAX: Record<string, number> = {
  'home:hero.subtitle': Math.floor(276 / 16),
  'about:mission': Math.floor(246 / 16),
};

function checkDisplayPhrase(id: string, text: string, flag: Flag) {
  const max = DISPLAY_PHRASE_MAX[id];
  if (max === undefined || !new RegExp(HAN, 'u').test(text)) return;
  const long = text
    .replace(PLACEHOLDER, '')
    .split(/(?<=[，。、！？：；」』）…—])/u)
    .find((phrase) => [...phrase.trim()].length > max);
  if (long)
    flag(
      'display-phrase',
      `${quote(long)} runs ${[...long.trim()].length} characters to its punctuation: this text breaks only between its phrases, and a phone's line holds ${max}; shorten it or break it with ，`,
    );
}

/** Text with each address and {{placeholder}} replaced by a neutral character (U+FFFC), for TYPESETTING. */
const withoutCode = (text: string) =>
  text.replace(PLACEHOLDER, '\uFFFC').replace(/\b(?:[a-z][a-z\d+.-]*:\/\/|mailto:|www\.)[\x21-\x7e]+/gi, '\uFFFC');

function checkTypesetting(text: string, flag: Flag) {
  if (!new RegExp(HAN, 'u').test(text)) return;
  const plain = withoutCode(text);
  for (const { rule, pattern, fix } of TYPESETTING) {
    const match = pattern.exec(plain);
    const around = match && plain.slice(Math.max(0, match.index - 2), match.index + match[0].length + 2);
    if (around) flag(rule, `at ${quote(around.replace(/\uFFFC/g, '…'))}: ${fix}`);
  }
}

/** Straight quotes in copy (addresses and {{placeholders}} aside): the site sets ’ ‘ ’ “ ” (docs/copy-review.md). */
function checkQuotes(text: string, flag: Flag) {
  const plain = withoutCode(text);
  const match = /['"]/.exec(plain);
  if (match)
    flag(
      'straight-quote',
      `at ${quote(plain.slice(Math.max(0, match.index - 4), match.index + 5).replace(/\uFFFC/g, '…'))}: a straight ' or " in copy: write ’ for an apostrophe, ‘…’ or “…” for quotation marks (「…」 in Chinese)`,
    );
}

/** Terms the terminology says to avoid in a language. */
function checkTerms(text: string, terms: Content['terminology'][string] | undefined, flag: Flag) {
  for (const { idea, use, avoid, why } of terms ?? [])
    for (const term of avoid.filter((a) => text.includes(a)))
      flag('terminology', `uses "${term}" for ${idea}: write "${use}"${why ? ` (${why})` : ''}`);
}

/** "[rule] file › key: message": the line both the CLI and the build print. */
export const formatFinding = (f: Finding) => `[${f.rule}] ${f.file} › ${f.key}: ${f.message}`;

/** The names inside {{…}} in a string, sorted: "Hi {{name}}, {{ count }}" -> ["count", "name"]. */
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1].split(',')[0].trim()).sort();
const braces = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'none');
const quote = (text: unknown) => JSON.stringify(String(text).length > 60 ? `${String(text).slice(0, 57)}…` : text);

const attempt = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

/** JSON.parse; for a file that does not parse, where and what is wrong in an editor's words (jsonProblem.ts). */
export function parseJson(text: string): { value: Json } | { error: string } {
  try {
    return { value: JSON.parse(text) as Json };
  } catch {
    const { line, column, problem } = jsonProblem(text);
    return { error: `the file cannot be read at line ${line}, column ${column}: ${problem}` };
  }
}

/** Characters a browser shows as ordinary ones (or not at all), written in the files as escapes (docs/editing-copy.md). */
const INVISIBLE: Record<string, string> = {
  '\u00a0': 'a no-break space',
  '\u00ad': 'a soft hyphen',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2011': 'a no-break hyphen',
  '\u2060': 'a word joiner',
  '\ufeff': 'a byte-order mark',
};
const INVISIBLE_CHARS = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`, 'gu');
const hasInvisible = (text: string) => new RegExp(INVISIBLE_CHARS.source, 'u').test(text);

/** A JSON file's text as the content check wants it: two-space indents, invisible characters as escapes. */
export const jsonText = (value: unknown) =>
  `${JSON.stringify(value, null, 2).replace(INVISIBLE_CHARS, (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`)}\n`;

/**
 * [invisible-character]: one typed as itself, which no editor can see (GitHub's editor shows a no-break space as a
 * space): written as its escape it stays visible to the next one, who keeps it. Each text that holds one as typed.
 */
export function invisibleCharacters(text: string, value: Json): { key: string; message: string }[] {
  if (!hasInvisible(text.replace(/^\ufeff/, ''))) return [];
  const typed = leaves(value).filter(
    (leaf) => typeof leaf.value === 'string' && hasInvisible(leaf.value) && text.includes(JSON.stringify(leaf.value)),
  );
  const found = typed.length ? typed : [{ key: '(file)', value: text }];
  return found.map(({ key, value: holder }) => {
    const chars = [...new Set(String(holder).match(INVISIBLE_CHARS))];
    return {
      key,
      message:
        `holds ${chars.map((c) => INVISIBLE[c]).join(' and ')} typed as itself, which an editor cannot see: write it ` +
        `as ${chars.map((c) => jsonText(c).slice(1, -2)).join(' and ')} (docs/editing-copy.md), or as an ordinary space or hyphen if it is not needed`,
    };
  });
}

const MARKER = 'write a placeholder as {"placeholder": <stand-in or null>, "fill": "<what to put here>"}';

/** One data file as written: placeholders unwrapped to their stand-ins, each entry held against its type. */
export function checkDataFile(name: string, raw: Json) {
  const file = dataFile(name);
  const { value, placeholders: found } = unwrapPlaceholders(raw);
  const findings: Finding[] = found
    .filter(({ key, fill, standIn }) => {
      const parts = Object.keys(valueAt(raw, key) as Obj).sort();
      return parts.join() !== 'fill,placeholder' || typeof fill !== 'string' || !fill.trim() || isPlaceholder(standIn);
    })
    .map(({ key }) => ({ rule: 'placeholder-marker', file, key, message: MARKER }));
  const entries: [unknown, string][] = Array.isArray(value) ? value.map((e, i) => [e, `[${i}]`]) : [[value, '']];
  for (const [entry, key] of entries)
    findings.push(...schemaProblems(DATA_TYPES[name] ?? `${name} (no type)`, entry, key).map((p) => ({ ...p, file })));
  return { value: value as Json, placeholders: found, findings };
}

/** Reads locales/, data/, the allow-list and the terminology under `root`. */
export function loadContent(root: string): { content: Content; errors: Finding[] } {
  const errors: Finding[] = [];
  const unreadable: string[] = [];
  const read = (file: string): Json | undefined => {
    const text = attempt<string | undefined>(() => readFileSync(join(root, file), 'utf8'), undefined);
    const parsed = text === undefined ? undefined : parseJson(text);
    if (parsed && 'value' in parsed)
      for (const { key, message } of invisibleCharacters(text!, parsed.value))
        errors.push({ rule: 'invisible-character', file, key, message });
    if (!parsed || 'value' in parsed) return parsed?.value;
    errors.push({ rule: 'invalid-json', file, key: '(file)', message: parsed.error });
    unreadable.push(file);
  };
  const entries = (dir: string) =>
    attempt(() => readdirSync(join(root, dir), { withFileTypes: true }), []).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  const readAll = (dir: string) =>
    Object.fromEntries(
      entries(dir)
        .filter((e) => e.isFile() && e.name.endsWith('.json'))
        .map((e) => [e.name.slice(0, -5), read(`${dir}/${e.name}`)])
        .filter(([, value]) => value !== undefined),
    ) as Record<string, Json>;

  const locales = Object.fromEntries(
    entries('locales').flatMap((e) => (e.isDirectory() ? [[e.name, readAll(`locales/${e.name}`)]] : [])),
  );
  const data = readAll('data');
  const allowList = { values: {}, keys: {}, ...(read(ALLOW_LIST_FILE) as object) } as Content['allowList'];
  const terminology = (read(TERMINOLOGY_FILE) ?? {}) as Content['terminology'];
  return { content: { locales, data, allowList, terminology, unreadable }, errors };
}

/** Runs every check. `launch` (a Netlify production deploy): a placeholder is an error, not a notice. */
export function checkContent(content: Content, { launch = false } = {}) {
  const errors: Finding[] = [];
  const notices: Finding[] = [];
  const at: At = (file, key) => (rule, message) => errors.push({ rule, file, key, message });
  checkLocales(content, at);

  const valid: Record<string, Json> = {};
  for (const name of Object.keys(DATA_TYPES))
    if (!(name in content.data) && !content.unreadable.includes(dataFile(name)))
      at(dataFile(name), '(file)')('missing-file', 'missing: the site reads this file');
  for (const [name, raw] of Object.entries(content.data)) {
    const file = dataFile(name);
    const { value, placeholders: found, findings } = checkDataFile(name, raw);
    errors.push(...findings);
    if (findings.length === 0) valid[name] = value;
    for (const { key, fill, standIn } of found) {
      // The deck shows each placeholder's note to reviewers: copy too.
      if (typeof fill === 'string') checkQuotes(fill, at(file, `${key}.fill`));
      const until = standIn === null ? 'it is left out' : `the site shows ${quote(standIn)}`;
      (launch ? errors : notices).push({
        rule: 'placeholder',
        file,
        key,
        message: `put in ${fill}; until then ${until}`,
      });
    }
    const marked = found.map((p) => p.key);
    for (const { key, value: text } of leaves(value))
      if (typeof text === 'string') {
        const flag = at(file, key);
        // data/ is English (the Resources page is not translated); addresses aside, its text is copy too.
        if (!checkDataString(text, file, key, marked.includes(key), flag)) {
          checkTerms(text, content.terminology[DEFAULT_LANGUAGE], flag);
          checkQuotes(text, flag);
        }
        checkTypesetting(text, flag);
      }
  }
  checkDataEntries(valid as Valid, content.locales[DEFAULT_LANGUAGE] ?? {}, content.unreadable, at);
  checkConstants(valid as Valid, content.locales, at);
  return { errors, notices };
}

const CONSTANTS_FILE = 'src/site/constants.ts';

/** data/ and the copy against the figures of src/site/constants.ts (resource counts: checkDataEntries). */
function checkConstants(data: Valid, locales: Content['locales'], at: At) {
  const weeks = data.site?.course?.weeks;
  if (weeks !== undefined && weeks !== COURSE_WEEKS)
    at(dataFile('site'), 'course.weeks')(
      'constant',
      `is ${weeks}, ${CONSTANTS_FILE} › COURSE_WEEKS says ${COURSE_WEEKS}`,
    );
  for (const [lng, strings] of Object.entries(locales)) {
    const experience = valueAt(strings.about, 'experience');
    if (!Array.isArray(experience)) continue;
    const text = experience.join(' ');
    for (const [role, years] of Object.entries(EXPERIENCE_YEARS))
      if (!new RegExp(`(^|\\D)${years}(\\D|$)`).test(text))
        at(localeFile(lng, 'about'), 'experience')(
          'constant',
          `does not state ${years} years (${role}): ${CONSTANTS_FILE} › EXPERIENCE_YEARS says ${years}+`,
        );
  }
}

/** Loads and checks the project under `root`; a Netlify production deploy (buildEnv's launch) refuses placeholders. */
export function checkContentAt(root: string, env: NodeJS.ProcessEnv = process.env) {
  const { content, errors } = loadContent(root);
  const report = checkContent(content, { launch: buildEnv(env).launch });
  return { errors: [...errors, ...report.errors], notices: report.notices, content };
}

function checkLocales({ locales, allowList, terminology, unreadable }: Content, at: At) {
  const reference = locales[DEFAULT_LANGUAGE] ?? {};
  const languages = Object.keys(locales);
  for (const lng of LANGUAGE_CODES)
    if (!locales[lng]) at(`locales/${lng}/`, '(folder)')('missing-namespace', `the ${lng} folder is missing`);
  for (const lng of languages.filter((l) => !LANGUAGE_CODES.includes(l as never)))
    at(`locales/${lng}/`, '(folder)')('missing-namespace', `"${lng}" is not a site language (${LANGUAGE_CODES})`);
  const namespaces = [...new Set(languages.flatMap((lng) => Object.keys(locales[lng])))].sort();

  for (const lng of languages) {
    for (const ns of namespaces.filter((n) => !(n in locales[lng]) && !unreadable.includes(localeFile(lng, n)))) {
      const other = languages.find((l) => ns in locales[l]) ?? DEFAULT_LANGUAGE;
      at(localeFile(lng, ns), '(file)')('missing-namespace', `missing, but ${localeFile(other, ns)} exists`);
    }
    const titles = new Map<string, string>();
    for (const [ns, strings] of Object.entries(locales[lng])) {
      const file = localeFile(lng, ns);
      const own = new Map(leaves(strings).map((leaf) => [leaf.key, leaf.value]));
      const referenceFile = localeFile(DEFAULT_LANGUAGE, ns);
      const compare = lng !== DEFAULT_LANGUAGE && reference[ns] !== undefined;
      const originals = compare ? new Map(leaves(reference[ns]).map((l) => [l.key, l.value])) : undefined;
      for (const key of originals?.keys() ?? [])
        if (!own.has(key)) at(file, key)('missing-key', `missing (${referenceFile} has it)`);

      for (const [key, value] of own) {
        const flag = at(file, key);
        const id = `${ns}:${key}`;
        if (typeof value !== 'string') {
          flag('not-a-string', `is ${value === null ? 'null' : typeof value}, expected text`);
          continue;
        }
        if (!value.trim()) {
          flag('empty-string', 'is empty');
          continue;
        }
        if (/[\r\n\u2028\u2029]/.test(value)) flag('line-break', 'has a line break: write it on one line');
        if (/[{}]/.test(value.replace(PLACEHOLDER, '')))
          flag('malformed-placeholder', `has a stray brace: write placeholders as {{name}} (${quote(value)})`);
        const filled = [...(FILLED_BY_CODE[id] ?? []), ...FILLED_EVERYWHERE];
        const unknown = placeholders(value).filter((name) => !filled.includes(name));
        if (unknown.length)
          flag(
            'unknown-placeholder',
            `the site fills ${braces(filled)} here, not ${braces(unknown)}: ${
              filled.length ? `write ${braces(filled)} exactly so, braces included` : `take ${braces(unknown)} out`
            }`,
          );
        const shown = STARTS_WITH[id];
        if (shown && !value.startsWith(`{{${shown}}}`))
          flag(
            'label-in-name',
            `is what a screen reader or voice control calls a button that shows {{${shown}}}: start it with {{${shown}}}, so that someone who speaks to their device can say the words they see`,
          );
        const length = [...value].length;
        for (const { min, max, why } of LIMITS.filter((limit) => limit.key.test(id))) {
          if (length > max) flag('too-long', `has ${length} characters, at most ${max} fit (${why}): shorten it`);
          if (length < min)
            flag('too-short', `has ${length} characters, at least ${min} are needed (${why}): write more`);
        }
        if (PAGE_TITLE.test(id) && titles.has(value))
          flag('duplicate-title', `is the same as ${titles.get(value)}: each page needs its own`);
        if (PAGE_TITLE.test(id)) titles.set(value, `${file} › ${key}`);
        checkTerms(value, terminology[lng], flag);
        checkTypesetting(value, flag);
        checkQuotes(value, flag);
        checkHeading(id, value, flag);
        checkDisplayPhrase(id, value, flag);

        // Compared with the reference language.
        const original = originals?.get(key);
        if (originals && original === undefined)
          flag('extra-key', `not in ${referenceFile}: remove it or add it there too`);
        if (typeof original !== 'string') continue;
        const [mine, theirs] = [placeholders(value), placeholders(original)];
        if (mine.join() !== theirs.join())
          flag(
            'placeholder-mismatch',
            `has ${braces(mine)} where ${referenceFile} has ${braces(theirs)}: ${
              theirs.length
                ? `write ${braces(theirs)} exactly as it is there, braces included (the site puts its own text there)`
                : `take ${braces(mine)} out`
            }`,
          );
        if (value in allowList.values || id in allowList.keys) continue;
        const translate = `(${quote(value)}): translate it, or add it to the allow-list`;
        const text = value.replace(PLACEHOLDER, '');
        if (value.trim() === original.trim()) flag('untranslated', `identical to ${referenceFile} ${translate}`);
        else if (SCRIPT_OF[lng] && /\p{L}/u.test(text) && !SCRIPT_OF[lng].test(text))
          flag('no-chinese', `has no Chinese characters ${translate}`);
      }
    }
  }
}

/**
 * Addresses https:// (mailto: aside) and well formed, e-mails e-mails; an example address must be a placeholder.
 * True when the text is an address or an e-mail.
 */
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

/** The data files that passed their types, as the checks below read them. */
type Valid = {
  site?: { links: Record<string, string>; course?: { weeks: number } };
  services?: { sectionId: string; cta: string; features: { key: string }[] }[];
  expertise?: { key: string }[];
  resources?: { group: string; order: number; link: string }[];
  resourceGroups?: { key: string }[];
};

/** What the types cannot say: resource counts and duplicates, copy for each key and each page of src/site/pages.ts. */
function checkDataEntries(data: Valid, strings: Record<string, Json>, unreadable: string[], at: At) {
  const flag = (name: string, key: string, rule: string, message: string) => at(dataFile(name), key)(rule, message);
  const groups = Object.keys(RESOURCE_COUNTS);
  for (const group of groups.filter((g) => data.resourceGroups && !data.resourceGroups.some((r) => r.key === g)))
    flag(
      'resourceGroups',
      '(file)',
      'resource-group',
      `has no group "${group}" (src/site/constants.ts › RESOURCE_COUNTS names ${groups.join(', ')})`,
    );
  if (data.resources) {
    const seen = new Map<string, number>();
    data.resources.forEach(({ group, order, link }, i) => {
      const ids = { order: `order ${order} in group "${group}"`, link: `link ${quote(link)}` };
      for (const [field, id] of Object.entries(ids))
        if (seen.has(id))
          flag('resources', `[${i}].${field}`, 'duplicate-resource', `${id} is already used by [${seen.get(id)}]`);
        else seen.set(id, i);
    });
    for (const [group, count] of Object.entries(RESOURCE_COUNTS)) {
      const found = data.resources.filter((r) => r.group === group).length;
      if (found !== count)
        flag(
          'resources',
          `group "${group}"`,
          'resource-count',
          `has ${found} resources, src/site/constants.ts › RESOURCE_COUNTS says ${count}: change both or neither`,
        );
    }
  }

  const need = (name: string, key: string, ns: string, keyPaths: string[]) => {
    const missing = keyPaths.filter((keyPath) => typeof valueAt(strings[ns], keyPath) !== 'string');
    if (ns in strings && missing.length)
      flag(name, key, 'missing-copy', `has no copy: ${localeFile(DEFAULT_LANGUAGE, ns)} needs ${missing.join(', ')}`);
  };
  // A page whose strings file is not JSON has that said of it (invalid-json), not also that its copy is missing.
  for (const page of PAGES.filter((p) => !unreadable.includes(localeFile(DEFAULT_LANGUAGE, p.id)))) {
    const needs = ['meta.title', 'meta.description', ...(BAR_PAGES.includes(page) ? ['nav'] : [])];
    const missing = needs.filter((keyPath) => typeof valueAt(strings[page.id], keyPath) !== 'string');
    if (missing.length)
      at(localeFile(DEFAULT_LANGUAGE, page.id), missing.join(', '))(
        'missing-copy',
        `page "${page.id}" of src/site/pages.ts needs ${missing.join(', ')} here`,
      );
  }
  const copy = (prefix: string, fields = ['title', 'text']) => fields.map((field) => `${prefix}.${field}`);
  data.services?.forEach(({ sectionId: id, features }, i) => {
    need('services', `[${i}].sectionId`, 'services', copy(id, ['title', 'summary', 'intro', 'ctaText']));
    for (const [j, { key }] of features.entries())
      need('services', `[${i}].features[${j}].key`, 'services', copy(`features.${key}`));
  });
  data.expertise?.forEach(({ key }, i) => need('expertise', `[${i}].key`, 'about', copy(`expertise.${key}`)));
}
