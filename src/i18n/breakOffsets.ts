/** Where a line of Chinese text may break between phrases: after full-width punctuation that closes a phrase
 * (，。、！？：；」』）…) and before one that opens the next (「『（), but never at the start or end of the text. */
export const PHRASE_BOUNDARY =
  /(?<=[，。、！？：；」』）…—])(?=[^，。、！？：；」』）…—])|(?<=[^「『（\s])(?=[「『（])/u;

export const HAN = /\p{Script=Han}/u;

/** A short FNV-1a hash in base 36. The bundles key word breaks by it, so they do not carry the Chinese copy twice. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Returns the ascending UTF-16 offsets between phrases and between each phrase's words. `breaks` holds each phrase's
 * word breaks by its textKey (see bundledWordBreaks in gatsby/language/wordBreaks.ts). */
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
