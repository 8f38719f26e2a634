// Line breaks in every engine: keep-all Chinese text ends a line only where <Words> and <Phrases> allow, 320 to
// 1,440 px; no English block ends on a stub of one or two short words at 375 and 1,280 px.
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import { NOT_FOUND_PAGES, PAGE_PATHS, languageOf } from '../support/pages';
import { breakOffsets } from '../../src/components/breakOffsets';
import { STUB_LENGTH } from '../../src/components/Phrases';
import { bundledWordBreaks } from '../../gatsby/language/wordBreaks';
import { badWordBreaks, hanLinesIn, headingsWithEmptyLines } from '../support/lineBreaks';
import { expect, fresh, open, test } from './fixtures';

/** The copy's word breaks, worked out as the build does (gatsby/language/wordBreaks.ts). */
const WORD_BREAKS = bundledWordBreaks();
const WIDTHS = [320, 360, 375, 414, 768, 1024, 1280, 1440];
/** hanLinesIn's selector for every element set keep-all whose content is text and <wbr> alone. */
const KEEP_ALL = '*';
const NOT_FOUND_SENTENCE = 'main p:not([aria-hidden])';
const ALL = [...PAGE_PATHS, ...NOT_FOUND_PAGES];
const BLOCK = ':is(p, li, dd, h1, h2, h3, h4, a, button)';
/** Every text block of the page and footer that holds no other. */
const BLOCKS = `:is(main, footer) ${BLOCK}:not(:has(${BLOCK}))`;
/** A last line of one or two words, shorter than STUB_LENGTH and than half the line above it. */
function isStub(lines: string[]) {
  const [above, last] = lines.slice(-2).map((line) => line.trim());
  return last.split(/\s+/u).length <= 2 && last.length < Math.min(STUB_LENGTH, above.length / 2);
}
const visitor = (path: string) => (languageOf(path).code === DEFAULT_LANGUAGE ? 'en-US' : 'zh-HK');

for (const path of ALL.filter((p) => languageOf(p).han)) {
  test(`${path}: Chinese text breaks only between phrases and words, with no empty line, 320–1440 px`, async ({
    session,
  }) => {
    const browser = await session({ language: visitor(path) });
    await fresh(browser);
    await browser.viewport(WIDTHS[0], 800);
    await open(browser, path);
    const found: string[] = [];
    let texts = 0;
    for (const width of WIDTHS) {
      await browser.viewport(width, 800);
      const all = await browser.evaluate(hanLinesIn, KEEP_ALL, false);
      texts = Math.max(texts, all.length);
      for (const lines of all)
        found.push(...badWordBreaks(lines, breakOffsets(lines.join(''), WORD_BREAKS)).map((t) => `${width} px: ${t}`));
      found.push(...(await browser.evaluate(headingsWithEmptyLines)).map((t) => `${width} px: ${t}`));
    }
    expect(texts).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}

for (const path of NOT_FOUND_PAGES) {
  test(`${path}: the sentence keeps its words whole, 320–1440 px`, async ({ session }) => {
    const browser = await session({ language: visitor(path) });
    await fresh(browser);
    await open(browser, path);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await browser.viewport(width, 800);
      const [lines] = await browser.evaluate(hanLinesIn, NOT_FOUND_SENTENCE, true);
      found.push(...badWordBreaks(lines, breakOffsets(lines.join(''), WORD_BREAKS)).map((t) => `${width} px: ${t}`));
    }
    expect(found).toEqual([]);
  });
}

for (const path of ALL.filter((p) => languageOf(p).code === DEFAULT_LANGUAGE)) {
  test(`${path}: English blocks end on no stub of one or two short words at 375 and 1280 px`, async ({ session }) => {
    const browser = await session({ language: visitor(path) });
    await fresh(browser);
    await open(browser, path);
    const found: string[] = [];
    let wrapped = 0;
    for (const width of [375, 1280]) {
      await browser.viewport(width, 800);
      for (const lines of (await browser.evaluate(hanLinesIn, BLOCKS, true)).filter((l) => l.length > 1)) {
        wrapped += 1;
        if (isStub(lines)) found.push(`${width} px: ${lines.join(' | ')}`);
      }
    }
    expect(wrapped).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}
