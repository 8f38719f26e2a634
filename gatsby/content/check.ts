/** The content check of `npm run check:content` and every `gatsby build` (gatsby/content/hooks.ts): locales/ and
 * data/ against the rules below and src/data/schema.ts, each finding naming rule, file and key (docs/content-check.md). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_TYPES, schemaProblems } from '../../src/data/schema';
import { EXPERIENCE_YEARS, RESOURCE_COUNTS } from '../../src/site/constants';
import { isPlaceholder, unwrapPlaceholders } from '../../src/data/placeholders';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/i18n/languages';
import { buildEnv } from '../../src/site/env';
import { BAR_PAGES, PAGES } from '../../src/site/pages';
import { type Json, leaves, valueAt } from '../../src/i18n/keys';
import {
  INVISIBLE,
  INVISIBLE_CHARS,
  KEYED_RULES,
  type Lists,
  ONE_OF,
  PAGE_TITLE,
  attempt,
  hasInvisible,
  jsonText,
  quote,
  textProblems,
} from './rules';

export type { Json };

/** The files as parsed (data/ with placeholders wrapped), and those not JSON (invalid-json, not also missing). */
export interface Content extends Lists {
  locales: Record<string, Record<string, Json>>;
  data: Record<string, Json>;
  unreadable: string[];
}

/** A problem or notice: its rule (e.g. "missing-key"), the file from the project root, the key inside it. */
export type Finding = { rule: string; file: string; key: string; message: string };
type At = (file: string, key: string) => (rule: string, message: string) => void;

const localeFile = (lng: string, ns: string) => `locales/${lng}/${ns}.json`;
export const dataFile = (name: string) => `data/${name}.json`;

/** "[rule] file › key: message": the line both the CLI and the build print. */
export const formatFinding = (f: Finding) => `[${f.rule}] ${f.file} › ${f.key}: ${f.message}`;

/** JSON.parse; for a file that does not parse, Node's message (with its line and column). */
export function parseJson(text: string): { value: Json } | { error: string } {
  try {
    return { value: JSON.parse(text) as Json };
  } catch (error) {
    return { error: `the file is not valid JSON: ${(error as Error).message}` };
  }
}

/** [invisible-character]: one typed as itself is invisible in an editor (GitHub's shows a no-break space as a space),
 * so the next editor loses it; its escape stays visible. */
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
      const parts = Object.keys(valueAt(raw, key) as object).sort();
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
  const allowList = {
    values: {},
    keys: {},
    ...(read('gatsby/content/untranslatedAllowList.json') as object),
  } as Content['allowList'];
  const terminology = (read('gatsby/content/terminology.json') ?? {}) as Content['terminology'];
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
      for (const { rule, message } of textProblems(file, key, text, undefined, content, marked.includes(key)))
        at(file, key)(rule, message);
  }
  checkDataEntries(valid as Valid, content.locales[DEFAULT_LANGUAGE] ?? {}, content.unreadable, at);
  checkConstants(content.locales, at);
  checkStaleEntries(content, at);
  return { errors, notices };
}

/** The lists that name texts by key (the allow-list, the editor's file names and hints, the rules of rules.ts) name
 * only texts that exist, so a renamed key never drops out of a rule without a word. */
function checkStaleEntries({ locales, data, allowList }: Content, at: At) {
  const strings = locales[DEFAULT_LANGUAGE] ?? {};
  const ids = Object.entries(strings).flatMap(([ns, file]) => leaves(file).map(({ key }) => `${ns}:${key}`));
  const stale = (file: string, key: string, what: string) =>
    at(file, key)('stale-entry', `${what}: rename it along with what it named, or remove it`);
  for (const id of Object.keys(allowList.keys).filter((key) => !ids.includes(key)))
    stale('gatsby/content/untranslatedAllowList.json', `keys › ${id}`, `names ${id}, which no strings file has`);
  const preview = localeFile(DEFAULT_LANGUAGE, 'preview');
  for (const ns of Object.keys(Object(valueAt(strings.preview, 'editor.files'))))
    if (!(ns in strings) && !(ns in data))
      stale(preview, `editor.files.${ns}`, `names a file "${ns}", which neither locales/ nor data/ has`);
  for (const { key } of leaves(valueAt(strings.preview, 'editor.hints') ?? {})) {
    const id = key.replace('.', ':'); // ns.key as ns:key
    if (!ids.includes(id)) stale(preview, `editor.hints.${key}`, `names ${id}, which no strings file has`);
  }
  for (const rule of KEYED_RULES.filter((key) => !ids.some((id) => key.test(id))))
    stale('gatsby/content/rules.ts', String(rule), 'matches no text of the strings files');
  for (const field of Object.keys(ONE_OF)) {
    const [, name, key] = /^data\/(.+)\.json › (.+)$/.exec(field) ?? [];
    if (valueAt(data[name], key) === undefined)
      stale('gatsby/content/rules.ts', `ONE_OF › ${field}`, 'names a field data/ does not have');
  }
}

const CONSTANTS_FILE = 'src/site/constants.ts';

/** The copy against the figures of src/site/constants.ts (resource counts: checkDataEntries). */
function checkConstants(locales: Content['locales'], at: At) {
  for (const [lng, strings] of Object.entries(locales)) {
    const experience = valueAt(strings.about, 'experience');
    if (!Array.isArray(experience)) continue;
    // The paragraphs state the roles in the order of EXPERIENCE_YEARS, each its own figure (so a swap is caught).
    Object.entries(EXPERIENCE_YEARS).forEach(([role, years], i) => {
      if (!new RegExp(`(^|\\D)${years}(\\D|$)`).test(String(experience[i])))
        at(localeFile(lng, 'about'), `experience[${i}]`)(
          'constant',
          `does not state ${years} years (${role}): ${CONSTANTS_FILE} › EXPERIENCE_YEARS says ${years}+`,
        );
    });
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
      const lists = { allowList, terminology, textAt: (other: string) => own.get(other) };
      for (const key of originals?.keys() ?? [])
        if (!own.has(key)) at(file, key)('missing-key', `missing (${referenceFile} has it)`);

      for (const [key, value] of own) {
        const flag = at(file, key);
        for (const { rule, message } of textProblems(file, key, value, originals?.get(key), lists)) flag(rule, message);
        if (originals && !originals.has(key))
          flag('extra-key', `not in ${referenceFile}: remove it or add it there too`);
        if (typeof value !== 'string' || !PAGE_TITLE.test(`${ns}:${key}`)) continue;
        if (titles.has(value)) flag('duplicate-title', `is the same as ${titles.get(value)}: each page needs its own`);
        titles.set(value, `${file} › ${key}`);
      }
    }
  }
}

/** The data files that passed their types, as the checks below read them. */
type Valid = {
  services?: { sectionId: string; features: { key: string }[] }[];
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
