/** No test quotes the copy: each part of a locale string between {{placeholders}}, of 8 characters or more (3 with
 * Chinese), must not stand in __tests__/; a part with a Latin edge counts only as a whole word there. Nor does a test
 * fill a text of FILLED itself (a call with its key and values): src/i18n/filled.ts does. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FILLED } from '../../src/i18n/filled';
import { type Json, leaves } from '../../src/i18n/keys';
import { loadLocales } from '../support/locales';

const root = join(__dirname, '..', '..');
const han = /\p{Script=Han}/u;
const word = /[\p{L}\p{N}_]/u;

const strings = (value: unknown): string[] =>
  leaves(value as Json).flatMap((leaf) => (typeof leaf.value === 'string' ? [leaf.value] : []));

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|js|mjs|cjs)$/.test(name))
    .map((name) => join(dir, name));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that finds `part`, as a whole word at a Latin edge. */
function quoted(part: string): RegExp {
  const before = word.test(part[0]) && !han.test(part[0]) ? '(?<![\\p{L}\\p{N}_])' : '';
  const after = word.test(part.at(-1)!) && !han.test(part.at(-1)!) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${before}${escape(part)}${after}`, 'u');
}

const parts = [
  ...new Set(
    Object.values(loadLocales())
      .flatMap((namespaces) => strings(namespaces))
      .flatMap((text) => text.split(/\{\{[^}]*\}\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 8 || (han.test(part) && part.length >= 3)),
  ),
].map((part) => ({ part, pattern: quoted(part) }));

/** "file:line key" where `text` calls something with a key of FILLED and values. */
const fills = (file: string, text: string) =>
  [...text.matchAll(/\(\s*['"`]([\w-]+:[\w.-]+)['"`]\s*,/g)]
    .filter(([, key]) => FILLED[key])
    .map(({ 1: key, index }) => `${file}:${text.slice(0, index).split('\n').length} ${key}`);

// spec.test.tsx states the spec's fixed labels as the spec writes them: the copy must match them, not the other way.
const testFiles = files(join(root, '__tests__'))
  .filter((path) => !path.endsWith('spec.test.tsx'))
  .map((path) => {
    const [text, file] = [readFileSync(path, 'utf8'), relative(root, path)];
    const quotes = parts.filter(({ pattern }) => pattern.test(text)).map((p) => p.part);
    return { file, quotes: [...quotes, ...fills(file, text)] };
  });

describe('no test quotes the copy', () => {
  it('read the copy and the tests', () => {
    expect(parts.length).toBeGreaterThan(100);
    expect(parts.some(({ part }) => han.test(part))).toBe(true);
    expect(testFiles.length).toBeGreaterThan(30);
    expect(testFiles.some(({ file }) => file.startsWith('__tests__/browser/'))).toBe(true);
  });

  it.each(testFiles)('$file quotes no string of locales/ and fills no text of FILLED', ({ quotes }) => {
    expect(quotes).toEqual([]);
  });

  it('finds a quoted string (the check can fail)', () => {
    const { part, pattern } = parts.find(({ part }) => han.test(part))!;
    expect(pattern.test(`expect(x).toHaveText('${part}')`)).toBe(true);
    const latin = parts.find(({ part }) => /^[A-Za-z]/.test(part))!;
    expect(latin.pattern.test(`name: "${latin.part}"`)).toBe(true);
    expect(latin.pattern.test(`x${latin.part}`)).toBe(false);
  });
});
