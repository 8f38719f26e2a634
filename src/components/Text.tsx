import { Fragment, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { HAN, PHRASE_BOUNDARY, breakOffsets } from './breakOffsets';

/**
 * Where a phrase may break between its words: worked out by gatsby/language/wordBreaks.ts when the site is built and
 * defined in both bundles by gatsby/output/webpack.ts (in jest: __tests__/support/jestSetup.ts), so server and browser agree.
 */
declare const __WORD_BREAKS__: Record<string, number[]> | undefined;
let bundled: Record<string, number[]> | undefined;
/** Read on first use, not when this module loads (jest's setup defines the global after importing it). */
const bundledBreaks = () => (bundled ??= typeof __WORD_BREAKS__ === 'undefined' ? {} : __WORD_BREAKS__);

/**
 * Chinese text breaks only at a <wbr> (keep-all): between its phrases, never inside one (一臂之力 stays whole). Under
 * keep-all WebKit allows no break after full-width punctuation either, so without them a sentence is one unbreakable
 * word that `overflow-wrap: anywhere` splits at any character. A <wbr> adds no character; the inline-block phrases do
 * make Chromium put a space between them in an accessible name.
 */
const keepAll = css`
  word-break: keep-all;
`;

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

const whole = { whiteSpace: 'nowrap' } as const;

/** A phrase moves whole to the next line when it fits there, and breaks between its words only when wider than a line. */
const phrase = css`
  display: inline-block;
`;

/** Chinese text: each phrase in a box of its own, with a <wbr> between its words (gatsby/language/wordBreaks.ts). */
function inPhrases(text: string) {
  const phrases = text.split(PHRASE_BOUNDARY);
  // A phrase's last character keeps its closing punctuation: a break forced on a phrase wider than the line (large
  // text on a phone) never puts the punctuation first on a line.
  const words = (p: string) => {
    const [, body, end] = /^(.*?)(\P{P}\p{P}+)$/su.exec(p) ?? [, p, ''];
    const breaks = breakOffsets(p, bundledBreaks()).filter((at) => at < body.length);
    return [
      ...withBreaks([0, ...breaks].map((start, i) => body.slice(start, breaks[i]))),
      end && (
        <span key="end" css={whole}>
          {end}
        </span>
      ),
    ];
  };
  if (phrases.length === 1) return words(text);
  return withBreaks(
    phrases.map((p, index) => (
      // The phrases of one fixed text, in order: the index is their identity.
      <span key={index} css={phrase}>
        {words(p)}
      </span>
    )),
  );
}

type Props = {
  as: 'p' | 'h1' | 'h2' | 'h3' | 'span';
  text: string;
  /** Display text (headings, the hero, the mission): English as it is, balanced by CSS (text-wrap: balance), not
   * tied: a tie could be wider than a line at its size. Body text ties its last words. */
  display?: boolean;
  className?: string;
  id?: string;
};

/** Every visible text of the copy: its element, Chinese kept whole between phrases, English body text with no stub. */
export function Text({ as: Tag, text, display = false, ...props }: Props) {
  if (HAN.test(text))
    return (
      <Tag css={keepAll} {...props}>
        {inPhrases(text)}
      </Tag>
    );
  return <Tag {...props}>{display ? text : tieLastWords(text)}</Tag>;
}
