/**
 * The copy-review checks behind `npm run check:content` (README, "Editing the
 * copy"). Pure functions over parsed files: loadContent.ts reads them from
 * disk, check-content.ts prints the report, __tests__/checkContent.test.ts
 * feeds them fixtures. Every finding names its rule, file and key.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/i18n/languages';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Parsed content files, keyed the way they sit on disk. */
export interface Content {
  /** locales/<lng>/<ns>.json: { en: { nav: {...}, home: {...} }, zh: {...} } */
  locales: Record<string, Record<string, Json>>;
  /** data/<name>.json by name without extension: { site: {...}, resources: [...] } */
  data: Record<string, Json>;
  /** Strings allowed to read the same in every language (untranslatedAllowList.json). */
  allowList: AllowList;
}

/** Each entry maps to the reason it may stay untranslated. */
export interface AllowList {
  /** Exact strings, e.g. a brand name: { "Data Career HK": "brand name" }. */
  values: Record<string, string>;
  /** Single keys as ns:key, e.g. { "nav:language.en": "a language is named in itself" }. */
  keys: Record<string, string>;
}

export type Rule =
  | 'invalid-json'
  | 'missing-file'
  | 'missing-namespace'
  | 'missing-key'
  | 'extra-key'
  | 'not-a-string'
  | 'empty-string'
  | 'placeholder-mismatch'
  | 'malformed-placeholder'
  | 'untranslated'
  | 'no-chinese'
  | 'insecure-address'
  | 'malformed-address'
  | 'malformed-email'
  | 'resource-field'
  | 'resource-group'
  | 'resource-count'
  | 'duplicate-resource'
  | 'navigation'
  | 'missing-copy'
  | 'placeholder-address';

export interface Finding {
  rule: Rule;
  /** Path from the project root, e.g. "locales/zh/home.json". */
  file: string;
  /** Key path inside the file, e.g. "hero.title" or "[3].link"; "(file)" for the whole file. */
  key: string;
  message: string;
}

export interface Report {
  /** Problems: any of these fails the check. */
  errors: Finding[];
  /** Worth a reviewer's eye, never fatal (placeholder addresses still in data/). */
  notices: Finding[];
}

/** Resource links per group (spec §2 and §9). */
export const RESOURCE_COUNTS: Readonly<Record<string, number>> = { youtube: 4, datasets: 3, coding: 4 };

/** The data files the site reads; gatsby-node.ts declares a type for each. */
export const DATA_FILES = [
  'site',
  'navigation',
  'services',
  'expertise',
  'resources',
  'resourceGroups',
  'resourcesPage',
];

/** Languages whose text must contain at least one character of their script. */
const SCRIPT_OF: Readonly<Record<string, { name: string; pattern: RegExp }>> = {
  zh: { name: 'Chinese', pattern: /\p{Script=Han}/u },
};

/** Keys of data/ entries whose value is a web address. */
const ADDRESS_KEYS = new Set(['url', 'link', 'siteUrl']);
/** Keys of data/ entries whose value is an e-mail address. */
const EMAIL_KEYS = new Set(['email']);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const EMAIL = /^[^\s@<>()"',;:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const HOST = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

export const localeFile = (lng: string, ns: string) => `locales/${lng}/${ns}.json`;
export const dataFile = (name: string) => `data/${name}.json`;

/** "[rule] file › key: message": the line the CLI prints. */
export function formatFinding(finding: Finding): string {
  return `[${finding.rule}] ${finding.file} › ${finding.key}: ${finding.message}`;
}

/** Every leaf of a JSON value with its key path: { a: { b: 'x' }, c: ['y'] } -> a.b, c[0]. */
export function leaves(value: Json, prefix = ''): { key: string; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix || '(file)', value }];
}

/** The value at a key path such as "features.resumeReview.title" or "experience[1]". */
export function valueAt(value: Json | undefined, keyPath: string): Json | undefined {
  let current: Json | undefined = value;
  for (const part of keyPath.split(/[.[\]]+/).filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(part)] : current[part];
  }
  return current;
}

/** The names inside {{…}} in a string, sorted: "Hi {{name}}, {{ count }}" -> ["count", "name"]. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1].split(',')[0].trim()).sort();
}

const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);
const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const asList = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const nonEmptyString = (value: Json | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Runs every check. An empty `errors` list means the copy is ready to ship. */
export function checkContent(content: Content): Report {
  const errors: Finding[] = [];
  const notices: Finding[] = [];
  const add = (rule: Rule, file: string, key: string, message: string) => errors.push({ rule, file, key, message });
  checkLocales(content, add);
  checkData(content, add, (rule, file, key, message) => notices.push({ rule, file, key, message }));
  return { errors, notices };
}

type Add = (rule: Rule, file: string, key: string, message: string) => void;

function checkLocales({ locales, allowList }: Content, add: Add) {
  const reference = locales[DEFAULT_LANGUAGE] ?? {};
  for (const lng of LANGUAGE_CODES) {
    if (!locales[lng]) add('missing-namespace', `locales/${lng}/`, '(folder)', `the ${lng} folder is missing`);
  }
  for (const lng of Object.keys(locales)) {
    if (!LANGUAGE_CODES.includes(lng as never)) {
      add(
        'missing-namespace',
        `locales/${lng}/`,
        '(folder)',
        `"${lng}" is not a site language (${LANGUAGE_CODES.join(', ')})`,
      );
    }
  }

  const namespaces = [...new Set(Object.values(locales).flatMap((byNs) => Object.keys(byNs)))].sort();
  for (const lng of Object.keys(locales)) {
    for (const ns of namespaces) {
      if (!(ns in locales[lng])) {
        const other = Object.keys(locales).find((l) => ns in locales[l]);
        add(
          'missing-namespace',
          localeFile(lng, ns),
          '(file)',
          `missing, but ${localeFile(other ?? DEFAULT_LANGUAGE, ns)} exists`,
        );
      }
    }
  }

  for (const lng of Object.keys(locales)) {
    for (const [ns, strings] of Object.entries(locales[lng])) {
      const file = localeFile(lng, ns);
      const ownLeaves = leaves(strings);
      for (const { key, value } of ownLeaves) {
        if (typeof value !== 'string') {
          add('not-a-string', file, key, `is ${value === null ? 'null' : typeof value}, expected text`);
        } else if (value.trim() === '') {
          add('empty-string', file, key, 'is empty');
        } else if (value.replace(PLACEHOLDER, '').match(/\{|\}/)) {
          add(
            'malformed-placeholder',
            file,
            key,
            `has a stray brace: write placeholders as {{name}} (${quote(value)})`,
          );
        }
      }
      if (lng === DEFAULT_LANGUAGE || !reference[ns]) continue;

      // Compare with the reference language, key by key.
      const referenceFile = localeFile(DEFAULT_LANGUAGE, ns);
      const referenceLeaves = new Map(leaves(reference[ns]).map((leaf) => [leaf.key, leaf.value]));
      const own = new Map(ownLeaves.map((leaf) => [leaf.key, leaf.value]));
      for (const key of referenceLeaves.keys()) {
        if (!own.has(key)) add('missing-key', file, key, `missing (${referenceFile} has it)`);
      }
      for (const [key, value] of own) {
        const original = referenceLeaves.get(key);
        if (original === undefined) {
          add('extra-key', file, key, `not in ${referenceFile}: remove it or add it there too`);
          continue;
        }
        if (typeof value !== 'string' || typeof original !== 'string' || value.trim() === '') continue;
        const mine = placeholders(value);
        const theirs = placeholders(original);
        if (mine.join('\n') !== theirs.join('\n')) {
          const list = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'none');
          add(
            'placeholder-mismatch',
            file,
            key,
            `has placeholders ${list(mine)} but ${referenceFile} has ${list(theirs)}`,
          );
        }
        const allowed = value in allowList.values || `${ns}:${key}` in allowList.keys;
        if (allowed) continue;
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
        if (script && /\p{L}/u.test(text) && !script.pattern.test(text)) {
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
}

function checkData({ data, locales }: Content, add: Add, notice: Add) {
  for (const name of DATA_FILES) {
    if (!(name in data)) add('missing-file', dataFile(name), '(file)', 'missing: the site reads this file');
  }

  // Every string: not empty, and every address https (mailto aside) and well formed.
  for (const [name, value] of Object.entries(data)) {
    const file = dataFile(name);
    for (const { key, value: leaf } of leaves(value)) {
      if (typeof leaf !== 'string') continue;
      const field =
        key
          .split(/[.[\]]+/)
          .filter(Boolean)
          .pop() ?? '';
      const parent = key
        .split(/[.[\]]+/)
        .filter(Boolean)
        .slice(-2, -1)[0];
      if (leaf.trim() === '') {
        add('empty-string', file, key, 'is empty');
      } else if (EMAIL_KEYS.has(field)) {
        if (!EMAIL.test(leaf)) add('malformed-email', file, key, `${quote(leaf)} is not an e-mail address`);
        else if (isPlaceholderHost(leaf.split('@')[1]))
          notice('placeholder-address', file, key, `${quote(leaf)} is a placeholder: replace it with the real e-mail`);
      } else if (ADDRESS_KEYS.has(field) || parent === 'links' || looksLikeAddress(leaf)) {
        checkAddress(leaf, file, key, add, notice);
      } else if (/\bhttp:\/\//i.test(leaf)) {
        add('insecure-address', file, key, `contains an http:// address: use https:// (${quote(leaf)})`);
      }
    }
  }

  checkResources(data, add);
  checkNavigation(data, locales, add);
  checkCopyForData(data, locales, add);
}

function looksLikeAddress(text: string): boolean {
  return (
    /^[a-z][a-z\d+.-]*:\/\//i.test(text) || /^(mailto|tel|javascript|data):/i.test(text) || /^(\/\/|www\.)/i.test(text)
  );
}

/** The reserved example domains (RFC 2606), used by data/site.json until the real addresses are in. */
const isPlaceholderHost = (host: string) => /(^|\.)example\.(com|org|net)$/i.test(host);

function checkAddress(address: string, file: string, key: string, add: Add, notice: Add) {
  if (address !== address.trim() || /\s/.test(address)) {
    add('malformed-address', file, key, `${quote(address)} contains spaces`);
    return;
  }
  if (/^mailto:/i.test(address)) {
    const email = address.slice('mailto:'.length).split('?')[0];
    if (!EMAIL.test(email))
      add('malformed-email', file, key, `${quote(address)} is not a mailto: link to an e-mail address`);
    return;
  }
  if (!/^https:\/\//.test(address)) {
    const rule = /^http:\/\//i.test(address) ? 'insecure-address' : 'malformed-address';
    add(rule, file, key, `${quote(address)} must start with https:// (or mailto: for e-mail)`);
    return;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    add('malformed-address', file, key, `${quote(address)} is not a valid address`);
    return;
  }
  if (!HOST.test(url.hostname)) {
    add('malformed-address', file, key, `${quote(address)} has no valid domain name ("${url.hostname}")`);
  } else if (url.username || url.password) {
    add('malformed-address', file, key, `${quote(address)} must not carry a user name or password`);
  } else if (isPlaceholderHost(url.hostname) || /placeholder/i.test(address)) {
    notice('placeholder-address', file, key, `${quote(address)} is a placeholder: replace it with the real address`);
  }
}

function checkResources(data: Record<string, Json>, add: Add) {
  const file = dataFile('resources');
  const groupsFile = dataFile('resourceGroups');
  const expected = Object.keys(RESOURCE_COUNTS);

  if ('resourceGroups' in data) {
    const groups = asList(data.resourceGroups);
    const keys = groups.map((group) => (isObject(group) ? group.key : undefined));
    groups.forEach((group, i) => {
      for (const field of ['key', 'title', 'description']) {
        if (!isObject(group) || !nonEmptyString(group[field]))
          add(
            'resource-field',
            groupsFile,
            `[${i}].${field}`,
            'missing: every group needs a key, title and description',
          );
      }
    });
    const missing = expected.filter((key) => !keys.includes(key));
    const extra = keys.filter((key): key is string => typeof key === 'string' && !expected.includes(key));
    for (const key of missing)
      add('resource-group', groupsFile, '(file)', `has no group "${key}" (groups: ${expected.join(', ')})`);
    for (const key of extra)
      add(
        'resource-group',
        groupsFile,
        `[${keys.indexOf(key)}].key`,
        `"${key}" is not a resource group (${expected.join(', ')})`,
      );
  }

  if (!('resources' in data)) return;
  if (!Array.isArray(data.resources)) {
    add('resource-field', file, '(file)', 'must be a list of resources');
    return;
  }
  const counts = new Map<string, number>();
  const seenLinks = new Map<string, number>();
  const seenOrders = new Map<string, number>();
  data.resources.forEach((resource, i) => {
    for (const field of ['title', 'description', 'link', 'group']) {
      if (!isObject(resource) || !nonEmptyString(resource[field])) {
        add(
          'resource-field',
          file,
          `[${i}].${field}`,
          `missing: every resource needs a title, description, link and group`,
        );
      }
    }
    if (!isObject(resource)) return;
    const { group, link, order } = resource;
    if (typeof group === 'string' && group.trim() !== '') {
      if (!expected.includes(group)) {
        add('resource-group', file, `[${i}].group`, `"${group}" is not a resource group (${expected.join(', ')})`);
      }
      counts.set(group, (counts.get(group) ?? 0) + 1);
      if (typeof order === 'number') {
        const first = seenOrders.get(`${group}#${order}`);
        if (first !== undefined)
          add('duplicate-resource', file, `[${i}].order`, `${order} is already used in group "${group}" by [${first}]`);
        else seenOrders.set(`${group}#${order}`, i);
      }
    }
    if (typeof link === 'string' && link.trim() !== '') {
      const first = seenLinks.get(link);
      if (first !== undefined)
        add('duplicate-resource', file, `[${i}].link`, `${quote(link)} is already listed at [${first}]`);
      else seenLinks.set(link, i);
    }
  });
  for (const [group, count] of Object.entries(RESOURCE_COUNTS)) {
    const found = counts.get(group) ?? 0;
    if (found !== count)
      add('resource-count', file, `group "${group}"`, `has ${found} resources, the spec asks for ${count}`);
  }
}

function checkNavigation(data: Record<string, Json>, locales: Content['locales'], add: Add) {
  if (!('navigation' in data)) return;
  const file = dataFile('navigation');
  const links = isObject(data.site) && isObject(data.site.links) ? Object.keys(data.site.links) : [];
  const nav = locales[DEFAULT_LANGUAGE]?.nav;
  asList(data.navigation).forEach((item, i) => {
    if (
      !isObject(item) ||
      !nonEmptyString(item.key) ||
      typeof item.href !== 'string' ||
      typeof item.external !== 'boolean'
    ) {
      add('navigation', file, `[${i}]`, 'needs a key, an href and external: true|false');
      return;
    }
    if (item.external && !links.includes(item.href)) {
      add(
        'navigation',
        file,
        `[${i}].href`,
        `"${item.href}" is not a key of links in data/site.json (${links.join(', ')})`,
      );
    }
    if (!item.external && !/^\/([a-z0-9-]+\/)*$/.test(item.href)) {
      add(
        'navigation',
        file,
        `[${i}].href`,
        `"${item.href}" must be a site path that starts and ends with "/", e.g. "/about/"`,
      );
    }
    if (nav !== undefined && typeof valueAt(nav, item.key) !== 'string') {
      add(
        'missing-copy',
        file,
        `[${i}].key`,
        `"${item.key}" has no label: ${localeFile(DEFAULT_LANGUAGE, 'nav')} needs "${item.key}"`,
      );
    }
  });
}

/** Data entries that name their copy by key must find it in the reference language. */
function checkCopyForData(data: Record<string, Json>, locales: Content['locales'], add: Add) {
  const strings = locales[DEFAULT_LANGUAGE] ?? {};
  const need = (file: string, key: string, ns: string, keyPaths: string[]) => {
    if (!(ns in strings)) return;
    const missing = keyPaths.filter((keyPath) => typeof valueAt(strings[ns], keyPath) !== 'string');
    if (missing.length) {
      add('missing-copy', file, key, `has no copy: ${localeFile(DEFAULT_LANGUAGE, ns)} needs ${missing.join(', ')}`);
    }
  };

  asList(data.services).forEach((service, i) => {
    if (!isObject(service)) return;
    const file = dataFile('services');
    if (nonEmptyString(service.sectionId)) {
      const id = service.sectionId;
      need(file, `[${i}].sectionId`, 'services', [
        `${id}.title`,
        `${id}.summary`,
        `${id}.intro`,
        ...(service.cta === 'demo' ? [`${id}.ctaText`] : []),
      ]);
    }
    if (service.cta !== 'demo' && service.cta !== 'panel') {
      add('missing-copy', file, `[${i}].cta`, `must be "demo" or "panel", not ${JSON.stringify(service.cta ?? null)}`);
    }
    asList(service.features).forEach((feature, j) => {
      if (isObject(feature) && nonEmptyString(feature.key)) {
        need(file, `[${i}].features[${j}].key`, 'services', [
          `features.${feature.key}.title`,
          `features.${feature.key}.text`,
        ]);
      }
    });
  });

  asList(data.expertise).forEach((item, i) => {
    if (isObject(item) && nonEmptyString(item.key)) {
      need(dataFile('expertise'), `[${i}].key`, 'about', [`expertise.${item.key}.title`, `expertise.${item.key}.text`]);
    }
  });
}
