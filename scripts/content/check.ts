/**
 * The content check: every string in locales/ and every entry in data/, held
 * against the rules below and the data types of src/data/schema.ts. The one
 * module behind `npm run check:content` (scripts/check-content.cjs) and every
 * `gatsby build` (scripts/content/gatsby.ts), so both report the same
 * findings, each naming its rule, file and key. README, "Check the copy".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCE_COUNTS, DATA_TYPES, type SchemaRule, schemaProblems } from '../../src/data/schema';
import { type Placeholder, isPlaceholder, unwrapPlaceholders } from '../../src/data/placeholders';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/i18n/languages';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** Strings that may read the same in every language, each with its reason (untranslatedAllowList.json). */
export type AllowList = { values: Record<string, string>; keys: Record<string, string> };
/** Per language, the preferred term for an idea and the variants that fail (terminology.json). */
export type Terminology = Record<string, { idea: string; use: string; avoid: string[]; why?: string }[]>;

/** Parsed content files, keyed the way they sit on disk. */
export interface Content {
  /** locales/<lng>/<ns>.json: { en: { nav: {...} }, zh: {...} } */
  locales: Record<string, Record<string, Json>>;
  /** data/<name>.json, as written (placeholders not yet unwrapped). */
  data: Record<string, Json>;
  allowList: AllowList;
  terminology: Terminology;
  /** Files that exist but could not be parsed (reported as invalid-json, not also as missing). */
  unreadable: string[];
}

export type Rule =
  | SchemaRule
  | 'invalid-json'
  | 'missing-file'
  | 'missing-namespace'
  | 'missing-key'
  | 'extra-key'
  | 'not-a-string'
  | 'line-break'
  | 'too-long'
  | 'too-short'
  | 'duplicate-title'
  | 'placeholder-mismatch'
  | 'malformed-placeholder'
  | 'unknown-placeholder'
  | 'untranslated'
  | 'no-chinese'
  | 'terminology'
  | 'insecure-address'
  | 'malformed-address'
  | 'malformed-email'
  | 'resource-group'
  | 'resource-count'
  | 'duplicate-resource'
  | 'navigation'
  | 'missing-copy'
  | 'placeholder'
  | 'placeholder-marker'
  | 'unmarked-placeholder';

export type Finding = { rule: Rule; file: string; key: string; message: string };
/** `errors` fail the check; `notices` (placeholders still in data/, outside a launch) are listed only. */
export type Report = { errors: Finding[]; notices: Finding[] };

export const ALLOW_LIST_FILE = 'scripts/content/untranslatedAllowList.json';
export const TERMINOLOGY_FILE = 'scripts/content/terminology.json';
export const localeFile = (lng: string, ns: string) => `locales/${lng}/${ns}.json`;
export const dataFile = (name: string) => `data/${name}.json`;

/** A Netlify production deploy: the only build that refuses placeholders (README, "Before launch"). */
export const isLaunch = (env: NodeJS.ProcessEnv) => env.CONTEXT === 'production' && env.NETLIFY === 'true';

/** Limits the site puts on a string, by ns:key pattern, in characters. */
const LIMITS: { ns: string; key: RegExp; min?: number; max: number; why: string }[] = [
  { ns: 'nav', key: /^meta\.shortName$/, max: 12, why: "the web app manifest's short_name, under a home-screen icon" },
  {
    ns: 'nav',
    key: /^meta\.(home|about|resources|notFound)\.description$/,
    min: 50,
    max: 160,
    why: 'a page description, shown in search results',
  },
];
/** Page titles (nav.json meta.<page>.title), which must differ from each other in a language. */
const PAGE_TITLE = /^meta\.(home|about|resources|notFound)\.title$/;
/** The {{placeholders}} the code fills, by ns:key (the options of its t() call); no other key gets any. */
const FILLED_BY_CODE: Record<string, string[]> = {
  'nav:language.current': ['language'],
  'footer:email': ['email'],
  'footer:social': ['network'],
  'home:offerings.learnMoreAbout': ['service'],
};
/** Values a data field accepts beyond its type: Google's offer categories. */
const ONE_OF: Record<string, string[]> = {
  'data/site.json › course.offerCategory': ['Free', 'Partially Free', 'Subscription', 'Paid'],
};
/** Languages whose text must contain at least one character of their script. */
const SCRIPT_OF: Record<string, { name: string; pattern: RegExp }> = {
  zh: { name: 'Chinese', pattern: /\p{Script=Han}/u },
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const EMAIL = /^[^\s@<>()"',;:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const HOST = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
/** The reserved example domains (RFC 2606), or an address that says it is a placeholder. */
const isExampleAddress = (text: string) =>
  /@example\.(com|org|net)$|\/\/([^/]*\.)?example\.(com|org|net)(\/|$)|placeholder/i.test(text);

/** "[rule] file › key: message": the line both the CLI and the build print. */
export const formatFinding = (f: Finding) => `[${f.rule}] ${f.file} › ${f.key}: ${f.message}`;

/** Every leaf of a JSON value with its key path: { a: { b: 'x' }, c: ['y'] } -> a.b, c[0]. */
export function leaves(value: Json, prefix = ''): { key: string; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  return [{ key: prefix || '(file)', value }];
}

/** The value at a key path such as "features.resumeReview.title" or "experience[1]". */
export function valueAt(value: Json | undefined, keyPath: string): Json | undefined {
  let current = value;
  for (const part of keyPath.split(/[.[\]]+/).filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(part)] : current[part];
  }
  return current;
}

/** The names inside {{…}} in a string, sorted: "Hi {{name}}, {{ count }}" -> ["count", "name"]. */
export const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1].split(',')[0].trim()).sort();

const quote = (text: unknown) => {
  const s = String(text);
  return JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}…` : s);
};
const isObject = (value: Json | undefined): value is Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const asList = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);

/** JSON.parse, with the line and column of a syntax error. */
export function parseJson(text: string): { value: Json } | { error: string } {
  try {
    return { value: JSON.parse(text) as Json };
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length);
    const before = text.slice(0, position).split('\n');
    return { error: `not valid JSON at line ${before.length}, column ${before.at(-1)!.length + 1}: ${message}` };
  }
}

/**
 * One data file as written: its placeholders unwrapped to their stand-ins,
 * then every entry held against the file's type in src/data/schema.ts.
 */
export function checkDataFile(name: string, raw: Json) {
  const file = dataFile(name);
  const { value, placeholders: found } = unwrapPlaceholders(raw);
  const findings: Finding[] = [];
  for (const p of found) {
    const extra = Object.keys(valueAt(raw, p.key) as Obj).filter((k) => k !== 'placeholder' && k !== 'fill');
    if (typeof p.fill !== 'string' || p.fill.trim() === '' || extra.length || isPlaceholder(p.standIn))
      findings.push({
        rule: 'placeholder-marker',
        file,
        key: p.key,
        message: 'write a placeholder as {"placeholder": <stand-in or null>, "fill": "<what to put here>"}',
      });
  }
  const typeName = DATA_TYPES[name];
  if (!typeName) {
    findings.push({
      rule: 'unknown-field',
      file,
      key: '(file)',
      message: 'no type for this file in src/data/schema.ts',
    });
  } else {
    const entries: [unknown, string][] = Array.isArray(value) ? value.map((e, i) => [e, `[${i}]`]) : [[value, '']];
    for (const [entry, key] of entries)
      findings.push(...schemaProblems(typeName, entry, key).map((p) => ({ ...p, file })));
  }
  return { value: value as Json, placeholders: found, findings };
}

/** Reads locales/, data/, the allow-list and the terminology under `root`. */
export function loadContent(root: string): { content: Content; errors: Finding[] } {
  const errors: Finding[] = [];
  const unreadable: string[] = [];
  const read = (file: string): Json | undefined => {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
    const parsed = parseJson(text);
    if ('value' in parsed) return parsed.value;
    errors.push({ rule: 'invalid-json', file, key: '(file)', message: parsed.error });
    unreadable.push(file);
    return undefined;
  };
  const list = (dir: string, files: boolean) => {
    try {
      return readdirSync(join(root, dir), { withFileTypes: true })
        .filter((e) => (files ? e.isFile() && e.name.endsWith('.json') : e.isDirectory()))
        .map((e) => e.name.replace(/\.json$/, ''))
        .sort();
    } catch {
      return [];
    }
  };
  const readAll = (dir: string) => {
    const byName: Record<string, Json> = {};
    for (const name of list(dir, true)) {
      const value = read(`${dir}/${name}.json`);
      if (value !== undefined) byName[name] = value;
    }
    return byName;
  };

  const locales = Object.fromEntries(list('locales', false).map((lng) => [lng, readAll(`locales/${lng}`)]));
  const allow = read(ALLOW_LIST_FILE);
  const allowList: AllowList = {
    values: (isObject(allow) && (allow.values as Record<string, string>)) || {},
    keys: (isObject(allow) && (allow.keys as Record<string, string>)) || {},
  };
  const terminology = (read(TERMINOLOGY_FILE) ?? {}) as unknown as Terminology;
  return { content: { locales, data: readAll('data'), allowList, terminology, unreadable }, errors };
}

/** Runs every check. `launch`: a Netlify production deploy, where a placeholder is an error. */
export function checkContent(content: Content, { launch = false } = {}): Report {
  const errors: Finding[] = [];
  const notices: Finding[] = [];
  const add = (rule: Rule, file: string, key: string, message: string) => errors.push({ rule, file, key, message });

  checkLocales(content, add);

  const data: Record<string, Json> = {};
  const marked = new Set<string>();
  for (const name of Object.keys(DATA_TYPES))
    if (!(name in content.data) && !content.unreadable.includes(dataFile(name)))
      add('missing-file', dataFile(name), '(file)', 'missing: the site reads this file');
  for (const [name, raw] of Object.entries(content.data)) {
    const { value, placeholders: found, findings } = checkDataFile(name, raw);
    data[name] = value;
    errors.push(...findings);
    for (const p of found) {
      marked.add(`${dataFile(name)} › ${p.key}`);
      const finding = placeholderFinding(dataFile(name), p);
      (launch ? errors : notices).push(finding);
    }
  }
  checkDataStrings(data, marked, add);
  checkResources(data, add);
  checkNavigation(data, content, add);
  checkCopyForData(data, content.locales, add);
  return { errors, notices };
}

const placeholderFinding = (file: string, p: Placeholder): Finding => ({
  rule: 'placeholder',
  file,
  key: p.key,
  message: `put in ${p.fill}; until then ${p.standIn === null ? 'it is left out' : `the site shows ${quote(p.standIn)}`}`,
});

/** Loads and checks the project under `root`; a Netlify production deploy (see isLaunch) refuses placeholders. */
export function checkContentAt(root: string, env: NodeJS.ProcessEnv = process.env) {
  const { content, errors } = loadContent(root);
  const report = checkContent(content, { launch: isLaunch(env) });
  return { errors: [...errors, ...report.errors], notices: report.notices, content };
}

type Add = (rule: Rule, file: string, key: string, message: string) => void;

function checkLocales({ locales, allowList, terminology, unreadable }: Content, add: Add) {
  const reference = locales[DEFAULT_LANGUAGE] ?? {};
  const languages = Object.keys(locales);
  for (const lng of LANGUAGE_CODES)
    if (!locales[lng]) add('missing-namespace', `locales/${lng}/`, '(folder)', `the ${lng} folder is missing`);
  for (const lng of languages)
    if (!LANGUAGE_CODES.includes(lng as never))
      add(
        'missing-namespace',
        `locales/${lng}/`,
        '(folder)',
        `"${lng}" is not a site language (${LANGUAGE_CODES.join(', ')})`,
      );

  const namespaces = [...new Set(languages.flatMap((lng) => Object.keys(locales[lng])))].sort();
  for (const lng of languages) {
    for (const ns of namespaces) {
      if (ns in locales[lng] || unreadable.includes(localeFile(lng, ns))) continue;
      const other = languages.find((l) => ns in locales[l]) ?? DEFAULT_LANGUAGE;
      add('missing-namespace', localeFile(lng, ns), '(file)', `missing, but ${localeFile(other, ns)} exists`);
    }
  }

  for (const lng of languages) {
    const titles = new Map<string, string>();
    for (const [ns, strings] of Object.entries(locales[lng])) {
      const file = localeFile(lng, ns);
      const own = new Map(leaves(strings).map((leaf) => [leaf.key, leaf.value]));
      for (const [key, value] of own) {
        if (typeof value !== 'string') {
          add('not-a-string', file, key, `is ${value === null ? 'null' : typeof value}, expected text`);
          continue;
        }
        if (value.trim() === '') {
          add('empty-string', file, key, 'is empty');
          continue;
        }
        if (/[\r\n\u2028\u2029]/.test(value)) add('line-break', file, key, 'has a line break: write it on one line');
        if (value.replace(PLACEHOLDER, '').match(/\{|\}/))
          add(
            'malformed-placeholder',
            file,
            key,
            `has a stray brace: write placeholders as {{name}} (${quote(value)})`,
          );
        const filled = FILLED_BY_CODE[`${ns}:${key}`] ?? [];
        const unknown = placeholders(value).filter((name) => !filled.includes(name));
        if (unknown.length)
          add(
            'unknown-placeholder',
            file,
            key,
            `the site fills ${filled.length ? filled.map((n) => `{{${n}}}`).join(', ') : 'no placeholder'} here, not {{${unknown.join('}}, {{')}}}`,
          );
        const length = [...value].length;
        for (const limit of LIMITS.filter((l) => l.ns === ns && l.key.test(key))) {
          if (length > limit.max)
            add('too-long', file, key, `has ${length} characters, at most ${limit.max} fit (${limit.why})`);
          if (limit.min && length < limit.min)
            add('too-short', file, key, `has ${length} characters, at least ${limit.min} are needed (${limit.why})`);
        }
        if (ns === 'nav' && PAGE_TITLE.test(key)) {
          const first = titles.get(value.trim());
          if (first) add('duplicate-title', file, key, `is the same as ${first}: every page needs its own title`);
          else titles.set(value.trim(), key);
        }
        for (const term of terminology[lng] ?? [])
          for (const avoid of term.avoid.filter((a) => value.includes(a)))
            add(
              'terminology',
              file,
              key,
              `uses "${avoid}" for ${term.idea}: write "${term.use}"${term.why ? ` (${term.why})` : ''}`,
            );
      }
      if (lng === DEFAULT_LANGUAGE || !reference[ns]) continue;

      // Compare with the reference language, key by key.
      const referenceFile = localeFile(DEFAULT_LANGUAGE, ns);
      const originals = new Map(leaves(reference[ns]).map((leaf) => [leaf.key, leaf.value]));
      for (const key of originals.keys())
        if (!own.has(key)) add('missing-key', file, key, `missing (${referenceFile} has it)`);
      for (const [key, value] of own) {
        const original = originals.get(key);
        if (original === undefined) {
          add('extra-key', file, key, `not in ${referenceFile}: remove it or add it there too`);
          continue;
        }
        if (typeof value !== 'string' || typeof original !== 'string' || value.trim() === '') continue;
        const [mine, theirs] = [placeholders(value), placeholders(original)];
        if (mine.join('\n') !== theirs.join('\n')) {
          const names = (list: string[]) => (list.length ? list.map((n) => `{{${n}}}`).join(', ') : 'none');
          add(
            'placeholder-mismatch',
            file,
            key,
            `has placeholders ${names(mine)} but ${referenceFile} has ${names(theirs)}`,
          );
        }
        if (value in allowList.values || `${ns}:${key}` in allowList.keys) continue;
        if (value.trim() === original.trim()) {
          add(
            'untranslated',
            file,
            key,
            `identical to ${referenceFile} (${quote(value)}): translate it, or add it to the allow-list`,
          );
          continue;
        }
        const script = SCRIPT_OF[lng];
        const text = value.replace(PLACEHOLDER, '');
        if (script && /\p{L}/u.test(text) && !script.pattern.test(text))
          add(
            'no-chinese',
            file,
            key,
            `has no ${script.name} characters (${quote(value)}): translate it, or add it to the allow-list`,
          );
      }
    }
  }
}

/** Every address https:// (mailto: aside) and well formed; an example address must be a marked placeholder. */
function checkDataStrings(data: Record<string, Json>, marked: Set<string>, add: Add) {
  for (const [name, value] of Object.entries(data)) {
    const file = dataFile(name);
    for (const { key, value: text } of leaves(value)) {
      if (typeof text !== 'string' || text.trim() === '') continue;
      const allowed = ONE_OF[`${file} › ${key}`];
      if (allowed && !allowed.includes(text))
        add('unknown-value', file, key, `${quote(text)} is not one of ${allowed.join(', ')}`);
      const field = key.split(/[.[\]]+/).filter(Boolean);
      const isEmail = field.at(-1) === 'email';
      const isAddress = ['url', 'link', 'siteUrl'].includes(field.at(-1)!) || field.at(-2) === 'links';
      if (isEmail) {
        if (!EMAIL.test(text)) add('malformed-email', file, key, `${quote(text)} is not an e-mail address`);
      } else if (isAddress || /^([a-z][a-z\d+.-]*:\/\/|mailto:|tel:|javascript:|data:|\/\/|www\.)/i.test(text)) {
        checkAddress(text, file, key, add);
      } else if (/\bhttp:\/\//i.test(text)) {
        add('insecure-address', file, key, `contains an http:// address: use https:// (${quote(text)})`);
      }
      if ((isEmail || isAddress) && isExampleAddress(text) && !marked.has(`${file} › ${key}`))
        add(
          'unmarked-placeholder',
          file,
          key,
          `${quote(text)} is an example address: put in the real one, or mark it {"placeholder": …, "fill": …}`,
        );
    }
  }
}

function checkAddress(address: string, file: string, key: string, add: Add) {
  if (/\s/.test(address)) return add('malformed-address', file, key, `${quote(address)} contains spaces`);
  if (/^mailto:/i.test(address)) {
    if (!EMAIL.test(address.slice(7).split('?')[0]))
      add('malformed-email', file, key, `${quote(address)} is not a mailto: link to an e-mail address`);
    return;
  }
  if (!/^https:\/\//.test(address)) {
    const rule = /^http:\/\//i.test(address) ? 'insecure-address' : 'malformed-address';
    return add(rule, file, key, `${quote(address)} must start with https:// (or mailto: for e-mail)`);
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return add('malformed-address', file, key, `${quote(address)} is not a valid address`);
  }
  if (!HOST.test(url.hostname))
    add('malformed-address', file, key, `${quote(address)} has no valid domain name ("${url.hostname}")`);
  else if (url.username || url.password)
    add('malformed-address', file, key, `${quote(address)} must not carry a user name or password`);
}

function checkResources(data: Record<string, Json>, add: Add) {
  const groups = Object.keys(RESOURCE_COUNTS);
  if ('resourceGroups' in data) {
    const keys = asList(data.resourceGroups).map((g) => (isObject(g) ? g.key : undefined));
    for (const group of groups.filter((g) => !keys.includes(g)))
      add(
        'resource-group',
        dataFile('resourceGroups'),
        '(file)',
        `has no group "${group}" (groups: ${groups.join(', ')})`,
      );
  }
  if (!Array.isArray(data.resources)) return;
  const file = dataFile('resources');
  const counts = new Map<Json | undefined, number>();
  const seen = new Map<string, number>();
  data.resources.forEach((resource, i) => {
    if (!isObject(resource)) return;
    counts.set(resource.group, (counts.get(resource.group) ?? 0) + 1);
    for (const [field, id] of [
      ['order', `order ${resource.order} in group "${resource.group}"`],
      ['link', `link ${quote(resource.link)}`],
    ]) {
      const first = seen.get(id);
      if (first !== undefined)
        add('duplicate-resource', file, `[${i}].${field}`, `${id} is already used by [${first}]`);
      else seen.set(id, i);
    }
  });
  for (const [group, count] of Object.entries(RESOURCE_COUNTS)) {
    const found = counts.get(group) ?? 0;
    if (found !== count)
      add('resource-count', file, `group "${group}"`, `has ${found} resources, the spec asks for ${count}`);
  }
}

function checkNavigation(data: Record<string, Json>, { locales }: Content, add: Add) {
  const file = dataFile('navigation');
  const links = isObject(data.site) && isObject(data.site.links) ? Object.keys(data.site.links) : undefined;
  const nav = locales[DEFAULT_LANGUAGE]?.nav;
  asList(data.navigation).forEach((item, i) => {
    if (!isObject(item) || typeof item.href !== 'string') return;
    if (item.external && links && !links.includes(item.href))
      add(
        'navigation',
        file,
        `[${i}].href`,
        `"${item.href}" is not a key of links in data/site.json (${links.join(', ')})`,
      );
    if (!item.external && !/^\/([a-z0-9-]+\/)*$/.test(item.href))
      add(
        'navigation',
        file,
        `[${i}].href`,
        `"${item.href}" must be a site path that starts and ends with "/", e.g. "/about/"`,
      );
    if (nav !== undefined && typeof item.key === 'string' && typeof valueAt(nav, item.key) !== 'string')
      add(
        'missing-copy',
        file,
        `[${i}].key`,
        `"${item.key}" has no label: ${localeFile(DEFAULT_LANGUAGE, 'nav')} needs "${item.key}"`,
      );
  });
}

/** Data entries that name their copy by key must find it in the reference language. */
function checkCopyForData(data: Record<string, Json>, locales: Content['locales'], add: Add) {
  const strings = locales[DEFAULT_LANGUAGE] ?? {};
  const need = (file: string, key: string, ns: string, keyPaths: string[]) => {
    if (!(ns in strings)) return;
    const missing = keyPaths.filter((keyPath) => typeof valueAt(strings[ns], keyPath) !== 'string');
    if (missing.length)
      add('missing-copy', file, key, `has no copy: ${localeFile(DEFAULT_LANGUAGE, ns)} needs ${missing.join(', ')}`);
  };
  asList(data.services).forEach((service, i) => {
    if (!isObject(service)) return;
    const id = service.sectionId;
    if (typeof id === 'string' && id)
      need(dataFile('services'), `[${i}].sectionId`, 'services', [
        `${id}.title`,
        `${id}.summary`,
        `${id}.intro`,
        ...(service.cta === 'demo' ? [`${id}.ctaText`] : []),
      ]);
    asList(service.features).forEach((feature, j) => {
      if (isObject(feature) && typeof feature.key === 'string' && feature.key)
        need(dataFile('services'), `[${i}].features[${j}].key`, 'services', [
          `features.${feature.key}.title`,
          `features.${feature.key}.text`,
        ]);
    });
  });
  asList(data.expertise).forEach((item, i) => {
    if (isObject(item) && typeof item.key === 'string' && item.key)
      need(dataFile('expertise'), `[${i}].key`, 'about', [`expertise.${item.key}.title`, `expertise.${item.key}.text`]);
  });
}
