/**
 * Where a line of Chinese text may break: after a run of full-width punctuation that closes a phrase
 * (，。、！？：；」』）…), and before one that opens the next (「『（), never at the start or the end of the text.
 */
export const PHRASE_BOUNDARY =
  /(?<=[，。、！？：；」』）…—])(?=[^，。、！？：；」』）…—])|(?<=[^「『（\s])(?=[「『（])/u;

export const HAN = /\p{Script=Han}/u;

/**
 * A short key for a phrase (FNV-1a, base 36): the bundles carry the word breaks by key, not the Chinese copy again.
 */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * Word break offsets by phrase key, worked out by gatsby/language/wordBreaks.ts when the site is built and defined in
 * both bundles by gatsby/webpack.ts (in jest: __tests__/support/jestSetup.ts), so the server and the browser agree.
 */
declare const __WORD_BREAKS__: Record<string, number[]> | undefined;
let bundled: Record<string, number[]> | undefined;
/** Read on first use, not when this module loads (jest's setup defines the global after importing it). */
const bundledBreaks = () => (bundled ??= typeof __WORD_BREAKS__ === 'undefined' ? {} : __WORD_BREAKS__);

/** Where `text` may break (UTF-16 offsets, ascending): between its phrases, and between the words of each. */
export function breakOffsets(text: string, breaks: Record<string, number[]> = bundledBreaks()): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const phrase of text.split(PHRASE_BOUNDARY)) {
    if (at) offsets.push(at);
    offsets.push(...(breaks[textKey(phrase)] ?? []).map((offset) => at + offset));
    at += phrase.length;
  }
  return offsets;
}

/** `text` cut at `offsets`. */
export const piecesAt = (text: string, offsets: number[]): string[] =>
  [0, ...offsets].map((start, i) => text.slice(start, offsets[i]));
