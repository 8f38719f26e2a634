import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { NOT_FOUND_PAGES, PAGES, VIEWPORTS, languageOf, open } from '../support/site';

// Chinese headings break only at their punctuation or a space, never inside a phrase: GlobalStyles
// sets word-break: keep-all on them, and check:content keeps each phrase short enough for a line ([heading-phrase]).
const BREAK_AFTER = /[\s，。、！？：；）」』]$/u;
const BREAK_BEFORE = /^[\s（「『]/u;

const pages = [...PAGES, ...NOT_FOUND_PAGES].filter((path) => languageOf(path).code === 'zh');

for (const path of pages) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${path} (${name}): Chinese headings break only at punctuation or a space`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, path);
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3')]
          .filter((heading) => /\p{Script=Han}/u.test(heading.textContent ?? '') && heading.getClientRects().length)
          .map((heading) => {
            // Each character's line, by the top of its box: the heading's text as the reader sees it, line by line.
            const rows: { top: number; text: string }[] = [];
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
              for (let i = 0; i < node.length; i++) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const box = range.getClientRects()[0];
                // A character with no box (a collapsed space) stays on the line before it.
                const row = box ? rows.find((r) => Math.abs(r.top - box.top) < box.height / 2) : rows.at(-1);
                if (row) row.text += node.data[i];
                else rows.push({ top: box?.top ?? 0, text: node.data[i] });
              }
            }
            return rows.map((row) => row.text);
          }),
      );
      expect(lines.length).toBeGreaterThan(0);
      const badBreaks = lines.flatMap((rows) =>
        rows.flatMap((row, i) =>
          i > 0 && !BREAK_AFTER.test(rows[i - 1]) && !BREAK_BEFORE.test(row) ? [rows.join(' / ')] : [],
        ),
      );
      expect(badBreaks).toEqual([]);
    });
  }
}
