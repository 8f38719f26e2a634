import { render } from '@testing-library/react';
import { Phrases, STUB_LENGTH, Words } from '../../src/components/Phrases';
import { breakOffsets } from '../../src/components/breakOffsets';
import { termsOf, wordBreakMap, wordBreaksOf } from '../../gatsby/language/wordBreaks';
import { plain, translator } from '../support/locales';

// Fixtures, not the copy (which may change to anything): four two-character words, 數據|分析|課程|內容.
const FIXTURE = '\u6578\u64da\u5206\u6790\u8ab2\u7a0b\u5167\u5bb9';

describe('word breaks', () => {
  it('breaks between words, never after the opening word (a verb keeps its object), a leading word, nor in a term', () => {
    const long = `${FIXTURE}${FIXTURE.slice(0, 4)}`;
    expect(wordBreaksOf(long)).toEqual([4, 6]);
    expect(wordBreaksOf(long, [FIXTURE.slice(2, 6)])).toEqual([6]);
    expect(wordBreaksOf('data analysis')).toEqual([]);
    // More than four characters after a break, before the phrase's punctuation.
    expect(wordBreaksOf(`${FIXTURE}${FIXTURE.slice(0, 2)}\u3002`)).toEqual([4]);
    // A leading one-character word (a conjunction) goes with the next word, a term too: the fixture, 或, 社群, six more.
    const text = `${FIXTURE}\u6216\u793e\u7fa4${FIXTURE.slice(0, 6)}`;
    for (const terms of [[], ['\u793e\u7fa4']]) expect(wordBreaksOf(text, terms)).toEqual([4, 6, 8, 11]);
  });

  it('keeps whole the terms of the terminology, the compounds that copy editors name', () => {
    const terms = Object.values(termsOf()).flat();
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms) {
      const inside = (at: number) => at > FIXTURE.length && at < FIXTURE.length + term.length;
      expect(wordBreaksOf(`${FIXTURE}${term}${FIXTURE}`, terms).filter(inside)).toEqual([]);
    }
  });

  const phrases = Object.keys(wordBreakMap());

  it.each(phrases)('<Words> breaks %s at its word breaks, adding no character', (text) => {
    const { container } = render(<Words text={text} />);
    expect(container.textContent).toBe(text);
    expect(container.querySelectorAll('wbr')).toHaveLength(breakOffsets(text).length);
  });

  it('<Phrases> sets each phrase in a box of its own, with its word breaks inside', () => {
    const closed = phrases.filter((phrase) => /[，。、！？：；]$/u.test(phrase));
    expect(closed.length).toBeGreaterThan(1);
    const { container } = render(<Phrases text={closed.join('')} />);
    expect(container.textContent).toBe(closed.join(''));
    const boxes = [...container.querySelectorAll(':scope > span')];
    expect(boxes.map((box) => box.textContent)).toEqual(closed);
    boxes.forEach((box, i) => expect(box.querySelectorAll('wbr')).toHaveLength(breakOffsets(closed[i]).length));
  });

  it('sets English display text as it is, and ties the last words of English body text', () => {
    const text = translator('en')('home:hero.subtitle');
    const { container } = render(
      <p>
        <Phrases text={text} />|<Words text={text} />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.children).toHaveLength(0);
    const [display, body] = p.textContent!.split('|');
    expect(display).toBe(text);
    expect(plain(body)).toBe(plain(text));
    const tied = body.split(' ').at(-1)!;
    expect(tied).toContain('\u00a0');
    // No stub: three words or more, or STUB_LENGTH characters.
    expect(tied.split('\u00a0').length >= 3 || tied.length >= STUB_LENGTH).toBe(true);
  });
});
