import { render } from '@testing-library/react';
import { Phrases, Words } from '../../src/components/Phrases';
import { wordOffsets } from '../../src/components/breakOffsets';
import { WORD_BREAK_FILES, wordBreakMap, wordBreaksOf } from '../../gatsby/language/wordBreaks';
import { translator } from '../support/locales';

/** The display texts set with word-break: keep-all (headings, chinesePhrases) that hold full-width punctuation. */
const KEYS = ['home:hero.title', 'home:hero.subtitle', 'about:mission'];
const CLOSING = /[，。、！？：；」』）…—]$/u;

describe('Phrases', () => {
  const zh = translator('zh');

  it.each(KEYS)('marks each phrase boundary of %s with <wbr>, and adds no character', (key) => {
    const text = zh(key);
    const { container } = render(
      <p>
        <Phrases text={text} />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(text);
    const breaks = [...paragraph.querySelectorAll('wbr')];
    // One after every run of closing punctuation that more text follows.
    const expected = text.match(/[，。、！？：；」』）…—]+(?=[^，。、！？：；」』）…—])/gu) ?? [];
    expect(breaks).toHaveLength(expected.length);
    expect(breaks.length).toBeGreaterThan(0);
    for (const wbr of breaks) {
      expect(wbr.previousSibling?.textContent).toMatch(CLOSING);
      expect(wbr.nextSibling?.textContent).not.toMatch(/^[，。、！？：；」』）…—]/u);
    }
  });

  it('leaves text without full-width punctuation as it is (English)', () => {
    const en = translator('en');
    const { container } = render(
      <p>
        <Phrases text={en('home:hero.subtitle')} />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe(container.querySelector('p')!.textContent);
  });
});

describe('Words', () => {
  const zh = translator('zh');
  const en = translator('en');
  /** Every Chinese string of the files whose body text <Words> sets. */
  const texts = Object.keys(wordBreakMap());

  it('finds breaks between words of two or more Han characters, and none inside one', () => {
    expect(WORD_BREAK_FILES.length).toBeGreaterThan(0);
    // A fixture, not the copy (which may change to anything): four two-character words.
    const fixture = '\u6578\u64da\u5206\u6790\u8ab2\u7a0b\u5167\u5bb9';
    const offsets = wordBreaksOf(fixture);
    expect(offsets.length).toBeGreaterThan(0);
    for (const offset of offsets) expect(offset % 2).toBe(0);
    expect(wordBreaksOf('data analysis')).toEqual([]);
  });

  // Every Chinese text of the copy that has word breaks (none is a fine outcome for rewritten copy).
  (texts.length ? it.each(texts) : it.skip.each(['(no text of the copy has a word break)']))(
    'puts a <wbr> at each word and phrase break of %s, between two Han characters or after punctuation, and adds no character',
    (text) => {
      const { container } = render(
        <p>
          <Words text={text} />
        </p>,
      );
      const paragraph = container.querySelector('p')!;
      expect(paragraph.textContent).toBe(text);
      const breaks = [...paragraph.querySelectorAll('wbr')];
      expect(breaks).toHaveLength(wordOffsets(text)!.length);
      for (const wbr of breaks) {
        const before = wbr.previousSibling?.textContent ?? '';
        const after = wbr.nextSibling?.textContent ?? '';
        expect(`${before.at(-1)}${after[0]}`).toMatch(
          /^(\p{Script=Han}\p{Script=Han}|[，。、！？：；」』）…—].|.[「『（])$/u,
        );
      }
    },
  );

  it('falls back to phrase breaks for a text it has no word breaks for, and leaves English as it is', () => {
    const { container } = render(
      <p>
        <Words text={`${zh('home:hero.subtitle')}。`} />
        <Words text={en('home:hero.subtitle')} />
      </p>,
    );
    expect(container.querySelector('p')!.textContent).toBe(`${zh('home:hero.subtitle')}。${en('home:hero.subtitle')}`);
  });
});
