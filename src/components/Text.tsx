import { Fragment, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { HAN, PHRASE_BOUNDARY, breakOffsets } from '../i18n/breakOffsets';

/** Word breaks inside phrases are found at build time (gatsby/language/wordBreaks.ts) and defined in both bundles by
 * gatsby/output/webpack.ts (in jest by __tests__/support/jestSetup.ts), so that server and browser agree. */
declare const __WORD_BREAKS__: Record<string, number[]> | undefined;
let bundled: Record<string, number[]> | undefined;
/** Read on first use, not when this module loads, because jest's setup defines the global after importing it. */
const bundledBreaks = () => (bundled ??= typeof __WORD_BREAKS__ === 'undefined' ? {} : __WORD_BREAKS__);

/** With keep-all, Chinese text breaks only at a <wbr>, so never inside a word (一臂之力 stays whole). Without them WebKit
 * would not even break after full-width punctuation, and `overflow-wrap: anywhere` would split a sentence anywhere.
 * A <wbr> adds no character, but Chromium puts a space between inline-block phrases in accessible names. */
const keepAll = css`
  word-break: keep-all;
`;

const withBreaks = (pieces: ReactNode[]) =>
  pieces.map((piece, index) => (
    // The pieces of one fixed text never reorder, so the index is a stable key.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));

/** A last line of one or two words that is shorter than this is a stub. */
export const STUB_LENGTH = 12;

/** Ties the last words with no-break spaces until they make three words or STUB_LENGTH characters, which `text-wrap:
 * pretty` does not ensure. It never ties the first word or a long word, nor a text shorter than two stubs. */
function tieLastWords(text: string) {
  if (text.length <= 2 * STUB_LENGTH) return text;
  const words = text.split(' ');
  let tied = words.length - 1;
  const stub = (tail: string[]) => tail.length <= 2 && tail.join(' ').length < STUB_LENGTH;
  while (tied > 1 && stub(words.slice(tied)) && words[tied - 1].length < STUB_LENGTH) tied--;
  return [...words.slice(0, tied), words.slice(tied).join('\u00a0')].join(' ');
}

const whole = { whiteSpace: 'nowrap' } as const;

/** A phrase moves whole to the next line if it fits there; it breaks between its words only when wider than a line. */
const phrase = css`
  display: inline-block;
`;

/** Puts each phrase of Chinese text in its own box, with a <wbr> between its words (gatsby/language/wordBreaks.ts). */
function inPhrases(text: string) {
  const phrases = text.split(PHRASE_BOUNDARY);
  // The closing punctuation stays with the phrase's last character, so that a phrase wider than the line (large text
  // on a phone) never starts a line with punctuation.
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
      // The phrases of one fixed text never reorder, so the index is a stable key.
      <span key={index} css={phrase}>
        {words(p)}
      </span>
    )),
  );
}

type Props = {
  as: 'p' | 'h1' | 'h2' | 'h3' | 'span';
  text: string;
  /** For headings, the hero and the mission. CSS balances these instead, as a tie could be wider than a line. */
  display?: boolean;
  className?: string;
  id?: string;
  lang?: string;
};

/** Renders any visible copy. Chinese breaks only between phrases and words; English body text ends with no stub. */
export function Text({ as: Tag, text, display = false, ...props }: Props) {
  if (HAN.test(text))
    return (
      <Tag css={keepAll} {...props}>
        {inPhrases(text)}
      </Tag>
    );
  return <Tag {...props}>{display ? text : tieLastWords(text)}</Tag>;
}
