/**
 * Finds where the copy's Chinese phrases may break. This runs in Node on every build, and gatsby/output/webpack.ts
 * gives the result to both bundles as __WORD_BREAKS__ (read by src/i18n/breakOffsets.ts). A browser's own segmenter
 * may cut a text differently, and React hydrates only markup the client renders identically.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HAN, PHRASE_BOUNDARY, textKey } from '../../src/i18n/breakOffsets';
import { leaves } from '../../src/i18n/keys';
import { LANGUAGES } from '../../src/i18n/languages';
import { PAGES, namespacesOf } from '../../src/site/pages';

/** The terms a line never splits, per language. They are the Han runs of the content check's preferred terms. */
export function termsOf(root = '.'): Record<string, string[]> {
  const terminology = JSON.parse(readFileSync(join(root, 'gatsby/content/terminology.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(terminology as Record<string, { use: string }[]>).map(([code, entries]) => [
      code,
      entries.flatMap(({ use }) => use.match(/\p{Script=Han}{2,}/gu) ?? []),
    ]),
  );
}
/** One-character words that belong with the word after them (在業務上, 及引入, 或社群), so a line never ends on one. */
const LEADS = /^[在把從向對與跟被將由及和或並而]$/u;

/**
 * Returns the UTF-16 offsets in `phrase` where a line may break: between two words with a Han character on each side.
 * A word is a segment of two or more characters. A one-character segment joins the word before it (的, 師), or the next
 * one if it is in LEADS or opens the phrase; only a LEADS word joins a term that follows it. A term is never split.
 * Nor is the phrase's first word split from the next, as a phrase opens with a verb or preposition (取代, 並訂立, 透過).
 */
export function wordBreaksOf(phrase: string, terms: string[] = [], locale = 'zh-HK'): number[] {
  const spans = terms.flatMap((term) => {
    const found: [number, number][] = [];
    for (let i = phrase.indexOf(term); i >= 0; i = phrase.indexOf(term, i + 1)) found.push([i, i + term.length]);
    return found;
  });
  const inTerm = (at: number) => spans.some(([start, end]) => start < at && at < end);
  const words: string[] = [];
  for (const { segment, index } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(phrase)) {
    const opensTerm = spans.some(([start]) => start === index);
    const last = words.at(-1);
    const short = [...segment].length < 2 || [...(last ?? '')].length < 2;
    if (last && !LEADS.test(segment) && (LEADS.test(last) || (!opensTerm && short))) words[words.length - 1] += segment;
    else words.push(segment);
  }
  // A break must leave more than four characters before the closing punctuation, so the last line is no stub.
  const stub = (at: number) => [...phrase.slice(at).replace(/\p{P}+$/u, '')].length <= 4;
  const offsets: number[] = [];
  for (let i = 1, at = words[0]?.length ?? 0; i < words.length; at += words[i++].length)
    if (i > 1 && HAN.test(words[i - 1].at(-1)!) && HAN.test(words[i][0]) && !inTerm(at) && !stub(at)) offsets.push(at);
  return offsets;
}

/** Breaks every phrase of every string file the pages load (src/site/pages.ts), in each language. */
export function wordBreakMap(root = '.'): Record<string, number[]> {
  const map: Record<string, number[]> = {};
  const terms = termsOf(root);
  const files = new Set(PAGES.flatMap(namespacesOf));
  for (const { code, htmlLang } of LANGUAGES) {
    const strings = [...files].flatMap((ns) =>
      leaves(JSON.parse(readFileSync(join(root, 'locales', code, `${ns}.json`), 'utf8'))),
    );
    for (const { value } of strings)
      for (const phrase of String(value).split(PHRASE_BOUNDARY)) {
        const offsets = wordBreaksOf(phrase, terms[code], htmlLang);
        if (offsets.length) map[phrase] = offsets;
      }
  }
  return map;
}

/** The map as the bundles carry it, keyed by each phrase's textKey (src/i18n/breakOffsets.ts). */
export const bundledWordBreaks = (root = '.'): Record<string, number[]> =>
  Object.fromEntries(Object.entries(wordBreakMap(root)).map(([text, offsets]) => [textKey(text), offsets]));
