// Chinese headings and the home hero's lines break only at phrase boundaries, and Chinese body text set with <Words>
// only between words or phrases, in every engine, from 320 to 1,440 px.
import { PAGES, languageOf } from '../support/pages';
import { wordOffsets } from '../../src/components/breakOffsets';
import { bundledWordBreaks } from '../../gatsby/language/wordBreaks';
import { badBreaks, badWordBreaks, hanLinesIn } from '../support/lineBreaks';
import { expect, fresh, open, test } from './fixtures';

/** The Chinese copy's word breaks, worked out as the build does (gatsby/language/wordBreaks.ts). */
const WORD_BREAKS = bundledWordBreaks();

const WIDTHS = [320, 360, 375, 414, 768, 1024, 1280, 1440];
const TEXTS = 'h1, h2, h3, section[aria-labelledby="hero-title"] p';
/** hanLinesIn's selector for every element set keep-all whose content is text and <wbr> alone (<Phrases>, <Words>). */
const KEEP_ALL = '*';

for (const path of PAGES.filter((p) => languageOf(p).han)) {
  test(`${path}: Chinese headings and hero lines break only at punctuation or a space, 320–1440 px`, async ({
    session,
  }) => {
    const browser = await session({ language: 'zh-HK' });
    await fresh(browser);
    await browser.viewport(WIDTHS[0], 800);
    await open(browser, path);
    const found: string[] = [];
    let texts = 0;
    for (const width of WIDTHS) {
      await browser.viewport(width, 800);
      const lines = await browser.evaluate(hanLinesIn, TEXTS);
      texts = Math.max(texts, lines.length);
      found.push(...lines.flatMap(badBreaks).map((text) => `${width} px: ${text}`));
    }
    expect(texts).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}

for (const path of PAGES.filter((p) => languageOf(p).han)) {
  test(`${path}: Chinese body text set keep-all breaks between words or phrases, 320–1440 px`, async ({ session }) => {
    const browser = await session({ language: 'zh-HK' });
    await fresh(browser);
    await browser.viewport(WIDTHS[0], 800);
    await open(browser, path);
    const found: string[] = [];
    let texts = 0;
    for (const width of WIDTHS) {
      await browser.viewport(width, 800);
      const all = await browser.evaluate(hanLinesIn, KEEP_ALL);
      texts = Math.max(texts, all.length);
      for (const lines of all) {
        // A text the segmenter found no words in promises nothing here (headings and the hero: the test above).
        const allowed = wordOffsets(lines.join(''), WORD_BREAKS);
        if (allowed) found.push(...badWordBreaks(lines, allowed).map((text) => `${width} px: ${text}`));
      }
    }
    expect(texts).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}
