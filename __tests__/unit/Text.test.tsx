import { render } from '@testing-library/react';
import { STUB_LENGTH, Text } from '../../src/components/Text';
import { breakOffsets } from '../../src/i18n/breakOffsets';
import { bundledWordBreaks, termsOf, wordBreakMap, wordBreaksOf } from '../../gatsby/language/wordBreaks';
import { LANGUAGES } from '../../src/i18n/languages';
import { PAGES } from '../../src/site/pages';
import { plain, translator } from '../support/locales';
import { renderSitePage } from '../support/pageProps';

// Fixtures, not the copy (which may change to anything): four two-character words, 數據|分析|課程|內容.
const FIXTURE = '\u6578\u64da\u5206\u6790\u8ab2\u7a0b\u5167\u5bb9';
const breaks = bundledWordBreaks();

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

  it.each(phrases)('<Text> breaks %s at its word breaks, adding no character', (text) => {
    const { container } = render(<Text as="p" text={text} />);
    expect(container.textContent).toBe(text);
    expect(container.querySelectorAll('wbr')).toHaveLength(breakOffsets(text, breaks).length);
  });

  it('<Text> sets each Chinese phrase in a box of its own, with its word breaks inside', () => {
    const closed = phrases.filter((phrase) => /[，。、！？：；]$/u.test(phrase));
    expect(closed.length).toBeGreaterThan(1);
    const { container } = render(<Text as="h2" display text={closed.join('')} />);
    expect(container.textContent).toBe(closed.join(''));
    const boxes = [...container.querySelectorAll('h2 > span')];
    expect(boxes.map((box) => box.textContent)).toEqual(closed);
    boxes.forEach((box, i) => expect(box.querySelectorAll('wbr')).toHaveLength(breakOffsets(closed[i], breaks).length));
  });

  it('sets English display text as it is, and ties the last words of English body text', () => {
    const text = translator('en')('home:hero.subtitle');
    const [shown, body] = [true, false].map(
      (d) => render(<Text as="p" display={d} text={text} />).container.firstChild!,
    );
    expect([...shown.childNodes].map((node) => node.textContent)).toEqual([text]);
    expect(plain(body.textContent!)).toBe(plain(text));
    const tied = body.textContent!.split(' ').at(-1)!;
    expect(tied).toContain('\u00a0');
    // No stub: three words or more, or STUB_LENGTH characters.
    expect(tied.split('\u00a0').length >= 3 || tied.length >= STUB_LENGTH).toBe(true);
  });
});

/** A Chinese text of more Han characters than this, but a control's label, is set by <Text>. */
const FEW = 4;

describe.each(LANGUAGES.filter((language) => language.han))('every page ($code)', ({ code }) => {
  it.each(PAGES.map((page) => [page.id, page] as const))('%s: sets its Chinese texts with <Text>', (_, page) => {
    const walker = document.createTreeWalker(renderSitePage(page, code).container, NodeFilter.SHOW_TEXT);
    const keptAll = (element: Element | null): boolean =>
      !!element && (getComputedStyle(element).wordBreak === 'keep-all' || keptAll(element.parentElement));
    const loose: string[] = [];
    while (walker.nextNode()) {
      const { data, parentElement } = walker.currentNode as CharacterData;
      const long = (data.match(/\p{Script=Han}/gu) ?? []).length > FEW;
      if (long && !parentElement!.closest('a, button') && !keptAll(parentElement)) loose.push(data);
    }
    expect(loose).toEqual([]);
  });
});
