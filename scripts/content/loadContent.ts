import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type AllowList, type Content, type Finding, type Json, type Report, checkContent } from './checkContent';

/** Where the allow-list of strings that may read the same in every language lives, from the project root. */
export const ALLOW_LIST_FILE = 'scripts/content/untranslatedAllowList.json';

/**
 * Reads locales/<lng>/<ns>.json, data/*.json and the allow-list under `root`.
 * A file that is not valid JSON becomes an `invalid-json` finding instead of a crash.
 */
export function loadContent(root: string): { content: Content; unreadable: Finding[] } {
  const unreadable: Finding[] = [];
  const read = (relative: string): Json | undefined => {
    try {
      return JSON.parse(readFileSync(join(root, relative), 'utf8')) as Json;
    } catch (error) {
      unreadable.push({ rule: 'invalid-json', file: relative, key: '(file)', message: (error as Error).message });
      return undefined;
    }
  };
  const jsonFiles = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => name.endsWith('.json'))
          .sort()
      : [];

  const locales: Content['locales'] = {};
  const localesDir = join(root, 'locales');
  const languages = existsSync(localesDir)
    ? readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory())
    : [];
  for (const lng of languages.sort()) {
    locales[lng] = {};
    for (const name of jsonFiles(`locales/${lng}`)) {
      const value = read(`locales/${lng}/${name}`);
      if (value !== undefined) locales[lng][name.replace(/\.json$/, '')] = value;
    }
  }

  const data: Content['data'] = {};
  for (const name of jsonFiles('data')) {
    const value = read(`data/${name}`);
    if (value !== undefined) data[name.replace(/\.json$/, '')] = value;
  }

  const allowList: AllowList = { values: {}, keys: {} };
  if (existsSync(join(root, ALLOW_LIST_FILE))) {
    const raw = read(ALLOW_LIST_FILE);
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const part of ['values', 'keys'] as const) {
        const entries = raw[part];
        if (entries && typeof entries === 'object' && !Array.isArray(entries)) {
          allowList[part] = Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, String(v)]));
        }
      }
    }
  }

  return { content: { locales, data, allowList }, unreadable };
}

/** Loads and checks the project under `root`: what `npm run check:content` reports. */
export function checkContentAt(root: string): Report & { checked: { localeFiles: number; dataFiles: number } } {
  const { content, unreadable } = loadContent(root);
  const report = checkContent(content);
  return {
    errors: [...unreadable, ...report.errors],
    notices: report.notices,
    checked: {
      localeFiles: Object.values(content.locales).reduce((sum, byNs) => sum + Object.keys(byNs).length, 0),
      dataFiles: Object.keys(content.data).length,
    },
  };
}
