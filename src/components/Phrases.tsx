import { Fragment } from 'react';
import wordBreaks from './wordBreaks.json';

/**
 * Where a line of Chinese display text may break: after a run of full-width punctuation that closes a phrase
 * (，。、！？：；」』）…), and before one that opens the next (「『（), never at the start or the end of the text.
 */
const PHRASE_BOUNDARY = /(?<=[，。、！？：；」』）…—])(?=[^，。、！？：；」』）…—])|(?<=[^「『（\s])(?=[「『（])/u;

/**
 * Chinese display text set with `word-break: keep-all` (headings, chinesePhrases in src/styles/shared.ts), with a
 * `<wbr>` at each phrase boundary. Under keep-all a line breaks only at spaces, and WebKit allows no break after
 * full-width punctuation either, so without these a whole sentence is one unbreakable word that
 * `overflow-wrap: anywhere` then splits at any character. A `<wbr>` adds no character: the text, its accessible
 * name and what a screen reader says stay the same. Text with no full-width punctuation (English) is returned as is.
 */
export function Phrases({ text }: { text: string }) {
  const phrases = text.split(PHRASE_BOUNDARY);
  if (phrases.length === 1) return <>{text}</>;
  return (
    <>
      {phrases.map((phrase, index) => (
        // The phrases of one fixed text, in order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </>
  );
}

/** Break offsets by text, from src/components/wordBreaks.ts at build time: the same for the server and the browser. */
const WORD_BREAKS: Record<string, number[]> = wordBreaks;

/**
 * Chinese body text set with `word-break: keep-all` (chinesePhrases): a `<wbr>` between its words as well as between
 * its phrases, so a line never ends inside a word (數據|分析師, never 數|據). The word breaks come from
 * src/components/wordBreaks.json; a text not in it (copy edited since) breaks between its phrases alone.
 */
export function Words({ text }: { text: string }) {
  const words = WORD_BREAKS[text];
  if (!words) return <Phrases text={text} />;
  const offsets = [...new Set([...words, ...phraseOffsets(text)])].sort((a, b) => a - b);
  const pieces = offsets.map((offset, i) => text.slice(offsets[i - 1] ?? 0, offset)).concat(text.slice(offsets.at(-1)));
  return (
    <>
      {pieces.map((piece, index) => (
        // The pieces of one fixed text, in order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

/** The offsets of `text` at its phrase boundaries (PHRASE_BOUNDARY). */
function phraseOffsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const phrase of text.split(PHRASE_BOUNDARY).slice(0, -1)) offsets.push((at += phrase.length));
  return offsets;
}
