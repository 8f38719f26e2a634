import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { badBreaks, hanLinesIn } from '../support/lineBreaks';
import { NOT_FOUND_PAGES, PAGES, VIEWPORTS, languageOf, open } from '../support/site';

// Chinese headings break only at their punctuation or a space, never inside a phrase: GlobalStyles
// sets word-break: keep-all on them, and check:content keeps each phrase short enough for a line ([heading-phrase]).

const pages = [...PAGES, ...NOT_FOUND_PAGES].filter((path) => languageOf(path).han);

for (const path of pages) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${path} (${name}): Chinese headings break only at punctuation or a space`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, path);
      const lines = await page.evaluate(hanLinesIn, 'h1, h2, h3');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.flatMap(badBreaks)).toEqual([]);
    });
  }
}
