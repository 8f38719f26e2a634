/** Where a line of Chinese text may break: after full-width punctuation that closes a phrase (，。、！？：；」』）…),
 * before one that opens the next (「『（), never at the start or the end of the text. */
export const PHRASE_BOUNDARY =
  /(?<=[，。、！？：；」』）…—])(?=[^，。、！？：；」』）…—])|(?<=[^「『（\s])(?=[「『（])/u;

export const HAN = /\p{Script=Han}/u;

/** A short key (FNV-1a, base 36): the bundles carry the word breaks by key, not the Chinese copy again. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

/** UTF-16 offsets, ascending, between phrases and between the words of each; `breaks` by phrase key
 * (gatsby/language/wordBreaks.ts › bundledWordBreaks). */
export function breakOffsets(text: string, breaks: Record<string, number[]>): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const phrase of text.split(PHRASE_BOUNDARY)) {
    if (at) offsets.push(at);
    offsets.push(...(breaks[textKey(phrase)] ?? []).map((offset) => at + offset));
    at += phrase.length;
  }
  return offsets;
}
