import { Fragment, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { HAN, breakOffsets, piecesAt } from './breakOffsets';

/**
 * Chinese text is set with `word-break: keep-all` (headings, chinesePhrases in src/styles/shared.ts): a line breaks only
 * at a <wbr>. Under keep-all WebKit allows no break after full-width punctuation either, so without these a sentence
 * is one unbreakable word that `overflow-wrap: anywhere` splits at any character. A <wbr> adds no character.
 */
const withBreaks = (pieces: ReactNode[], mark: () => ReactNode = () => <wbr />) =>
  pieces.map((piece, index) => (
    // The pieces of one fixed text, in order: the index is their identity.
    <Fragment key={index}>
      {index > 0 && mark()}
      {piece}
    </Fragment>
  ));

/** A break opportunity that Chromium leaves out of an accessible name, as it does not a <wbr> (it reads a space):
 * an empty inline-block, which a line may end before or after (CSS Text 3, atomic inlines). */
const opportunity = css`
  display: inline-block;
`;
const nameSafeBreak = () => <span css={opportunity} />;

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
 * Display text (headings, the hero, the mission), named by its text: Chinese breaks between its phrases and their
 * words at an empty inline-block, not a <wbr>. English display text is balanced (text-wrap: balance), not tied: a tie
 * could be wider than a line at its size.
 */
export function Phrases({ text }: { text: string }) {
  return HAN.test(text) ? <>{withBreaks(piecesAt(text, breakOffsets(text)), nameSafeBreak)}</> : <>{text}</>;
}
