/**
 * Where a line of Chinese display text may break: after a run of full-width punctuation that closes a phrase
 * (，。、！？：；」』）…), and before one that opens the next (「『（), never at the start or the end of the text.
 */
export const PHRASE_BOUNDARY =
  /(?<=[，。、！？：；」』）…—])(?=[^，。、！？：；」』）…—])|(?<=[^「『（\s])(?=[「『（])/u;

/**
 * A short key for a text (FNV-1a, base 36): the bundles carry the word breaks by key, not the Chinese copy again
 * (about 1.4 kB of gzipped JavaScript saved on every page).
 */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * Break offsets by text key, worked out by gatsby/language/wordBreaks.ts when the site is built and defined in both
 * bundles by gatsby/webpack.ts (in jest: __tests__/support/jestSetup.ts), so the server and the browser agree.
 */
declare const __WORD_BREAKS__: Record<string, number[]> | undefined;
let bundled: Record<string, number[]> | undefined;
/** Read on first use, not when this module loads (jest's setup defines the global after importing it). */
const bundledBreaks = () => (bundled ??= typeof __WORD_BREAKS__ === 'undefined' ? {} : __WORD_BREAKS__);

/** Where <Words> may break `text` (UTF-16 offsets, ascending), or undefined for a text with no word break. */
export function wordOffsets(text: string, breaks: Record<string, number[]> = bundledBreaks()): number[] | undefined {
  const words = breaks[textKey(text)];
  return words && [...new Set([...words, ...phraseOffsets(text)])].sort((a, b) => a - b);
}

/** The offsets of `text` at its phrase boundaries (PHRASE_BOUNDARY). */
function phraseOffsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const phrase of text.split(PHRASE_BOUNDARY).slice(0, -1)) offsets.push((at += phrase.length));
  return offsets;
}
