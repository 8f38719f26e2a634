import { Fragment, type ReactNode } from 'react';
import { HAN, breakOffsets, piecesAt } from './breakOffsets';

/**
 * Chinese text is set with `word-break: keep-all` (headings, chinesePhrases in src/styles/shared.ts): a line breaks only
 * at a <wbr>. Under keep-all WebKit allows no break after full-width punctuation either, so without these a sentence
 * is one unbreakable word that `overflow-wrap: anywhere` splits at any character. A <wbr> adds no character, nor a
 * space to an accessible name.
 */
const withBreaks = (pieces: ReactNode[]) =>
  pieces.map((piece, index) => (
    // The pieces of one fixed text, in order: the index is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));

/** A last line shorter than this, of one or two words, is a stub. */
export const STUB_LENGTH = 12;

/**
 * English body text: no-break spaces tie its last words until they are no stub (three words, or STUB_LENGTH
 * characters), so its last line is never one (text-wrap: pretty does not ensure it). Never the first word, a long
 * word, or a text shorter than two stubs.
 */
function tieLastWords(text: string) {
  if (text.length <= 2 * STUB_LENGTH) return text;
  const words = text.split(' ');
  let tied = words.length - 1;
  const stub = (tail: string[]) => tail.length <= 2 && tail.join(' ').length < STUB_LENGTH;
  while (tied > 1 && stub(words.slice(tied)) && words[tied - 1].length < STUB_LENGTH) tied--;
  return [...words.slice(0, tied), words.slice(tied).join('\u00a0')].join(' ');
}

/** Body text: a <wbr> between its phrases and between its words (gatsby/language/wordBreaks.ts), never inside one. */
export function Words({ text }: { text: string }) {
  return HAN.test(text) ? <>{withBreaks(piecesAt(text, breakOffsets(text)))}</> : <>{tieLastWords(text)}</>;
}

/**
 * Display text (headings, the hero, the mission). Chinese: a <wbr> between its phrases and between their words, and no
 * element around a phrase (Chromium puts a space at an inline-block's edges in the accessible name). English display
 * text is balanced (text-wrap: balance), not tied: a tie could be wider than a line at its size.
 */
export function Phrases({ text }: { text: string }) {
  return HAN.test(text) ? <Words text={text} /> : <>{text}</>;
}
