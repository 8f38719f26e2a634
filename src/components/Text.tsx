import { Fragment, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { HAN, PHRASE_BOUNDARY, breakOffsets } from '../i18n/breakOffsets';

/** Breaks inside phrases, found at build time (gatsby/language/wordBreaks.ts) and defined in both bundles by
 * gatsby/output/webpack.ts (jest: __tests__/support/jestSetup.ts), so that server and browser agree. */
declare const __WORD_BREAKS__: Record<string, number[]> | undefined;
let bundled: Record<string, number[]> | undefined;
/** Read on first use, not when this module loads (jest's setup defines the global after importing it). */
const bundledBreaks = () => (bundled ??= typeof __WORD_BREAKS__ === 'undefined' ? {} : __WORD_BREAKS__);

/** Chinese breaks only at a <wbr> (keep-all), so never inside a phrase (一臂之力 stays whole). Without them WebKit would
 * not even break after full-width punctuation, and `overflow-wrap: anywhere` would split the sentence anywhere.
 * A <wbr> adds no character; the inline-block phrases do put a space between them in Chromium's accessible names. */
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

/** Ties the last words with no-break spaces until they are no stub (three words, or STUB_LENGTH characters), which
 * text-wrap: pretty does not ensure. Never the first word, a long word, or a text shorter than two stubs. */
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
  /** Headings, the hero, the mission: balanced by CSS, not tied (a tie could be wider than a line at that size). */
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
