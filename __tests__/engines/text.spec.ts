// Line breaks in Firefox and WebKit, as support/lineBreaks.ts finds them (Chromium: browser/layout.spec.ts).
import { NOT_FOUND_PAGES, PAGE_PATHS, languageOf } from '../support/pages';
import { lineBreaks, textWidths } from '../support/lineBreaks';
import { expect, fresh, open, test } from './fixtures';

for (const path of [...PAGE_PATHS, ...NOT_FOUND_PAGES]) {
  test(`${path}: Chinese text breaks only between words, English blocks end on no stub`, async ({ session }) => {
    const browser = await session({ language: languageOf(path).code });
    await fresh(browser);
    await open(browser, path);
    const found: string[] = [];
    let texts = 0;
    for (const width of textWidths(path)) {
      await browser.viewport(width, 800);
      const seen = await lineBreaks(browser.evaluate.bind(browser), path, width);
      found.push(...seen.found);
      texts += seen.texts;
    }
    expect(texts).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}
