import { Fragment } from 'react';
import { PHRASE_BOUNDARY, wordOffsets } from './breakOffsets';

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

/**
 * Chinese body text set with `word-break: keep-all` (chinesePhrases): a `<wbr>` between its words as well as between
 * its phrases, so a line never ends inside a word (數據|分析師, never 數|據). The word breaks come from
 * the build's word breaks (gatsby/language/wordBreaks.ts); a text with none breaks between its phrases alone.
 */
export function Words({ text }: { text: string }) {
  const offsets = wordOffsets(text);
  if (!offsets) return <Phrases text={text} />;
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
