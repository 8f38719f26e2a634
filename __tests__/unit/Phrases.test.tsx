import { render } from '@testing-library/react';
import { Phrases } from '../../src/components/Phrases';
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
