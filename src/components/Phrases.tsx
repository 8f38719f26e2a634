import { Fragment } from 'react';

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
