/**
 * Where a Chinese body text may break between words, worked out in Node on every build from locales/zh/ and handed to
 * the server and the browser bundles alike as __WORD_BREAKS__ (gatsby/webpack.ts; src/components/breakOffsets.ts reads
 * it): a browser's own word segmenter may cut a text differently, and React hydrates only markup the client renders
 * identically. Nothing to regenerate after a copy edit: the next build works it out again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textKey } from '../../src/components/breakOffsets';

const HAN = /\p{Script=Han}/u;

/**
 * The UTF-16 offsets inside `text` between two words of two or more characters each, with a Han character on both
 * sides. A one-character segment stays with its neighbours: the segmenter's dictionary cuts some Hong Kong words in
 * two (報|讀, 度|身), and a particle (的, 及) is no place to end a line anyway. Punctuation is left to <Phrases>.
 */
export function wordBreaksOf(text: string): number[] {
  const segments = [...new Intl.Segmenter('zh-Hant-HK', { granularity: 'word' }).segment(text)];
  const offsets: number[] = [];
  for (let i = 1; i < segments.length; i++) {
    const before = segments[i - 1].segment;
    const after = segments[i].segment;
    if ([...before].length < 2 || [...after].length < 2) continue;
    if (!HAN.test(before.at(-1) ?? '') || !HAN.test(after[0])) continue;
    offsets.push(segments[i].index);
  }
  return offsets;
}

/** The strings files whose body text is set with <Words>: the home, services and about pages. */
export const WORD_BREAK_FILES = ['about', 'home', 'services'];

/** Every string of those files in locales/zh/ with a word break: the text and its break offsets. */
export function wordBreakMap(root = '.'): Record<string, number[]> {
  const map: Record<string, number[]> = {};
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const offsets = wordBreaksOf(value);
      if (offsets.length) map[value] = offsets;
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const dir = join(root, 'locales', 'zh');
  for (const ns of WORD_BREAK_FILES) walk(JSON.parse(readFileSync(join(dir, `${ns}.json`), 'utf8')));
  return map;
}

/** The map as the bundles carry it: each text by its key (src/components/breakOffsets.ts › textKey). */
export const bundledWordBreaks = (root = '.'): Record<string, number[]> =>
  Object.fromEntries(Object.entries(wordBreakMap(root)).map(([text, offsets]) => [textKey(text), offsets]));
