import wordBreaks from './wordBreaks.json';

/**
 * Where a line of Chinese display text may break: after a run of full-width punctuation that closes a phrase
 * (，。、！？：；」』）…), and before one that opens the next (「『（), never at the start or the end of the text.
 */
export const PHRASE_BOUNDARY =
  /(?<=[，。、！？：；」』）…—])(?=[^，。、！？：；」』）…—])|(?<=[^「『（\s])(?=[「『（])/u;

/** Break offsets by text, from src/components/wordBreaks.ts at build time: the same for the server and the browser. */
const WORD_BREAKS: Record<string, number[]> = wordBreaks;

/** Where <Words> may break `text` (UTF-16 offsets, ascending), or undefined for a text not in wordBreaks.json. */
export function wordOffsets(text: string): number[] | undefined {
  const words = WORD_BREAKS[text];
  return words && [...new Set([...words, ...phraseOffsets(text)])].sort((a, b) => a - b);
}

/** The offsets of `text` at its phrase boundaries (PHRASE_BOUNDARY). */
function phraseOffsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const phrase of text.split(PHRASE_BOUNDARY).slice(0, -1)) offsets.push((at += phrase.length));
  return offsets;
}
