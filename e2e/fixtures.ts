import { test as base, expect } from '@playwright/test';
import { watchPage, type Watch } from './support/watch';

/**
 * Every browser test fails if its page logged a console error, threw, opened
 * a dialog, had a request fail or answered with an error status, broke the
 * CSP, or asked another origin for anything (support/watch.ts). `expected`
 * matches the problems a test causes on purpose (a missing page's page data).
 */
export const test = base.extend<{ watch: Watch; expected: RegExp | null }>({
  expected: [null, { option: true }],
  watch: [
    async ({ page, baseURL, expected }, use) => {
      const watch = await watchPage(page, new URL(baseURL!).origin);
      await use(watch);
      const unexpected = (lines: string[]) => lines.filter((line) => !expected?.test(line));
      expect(unexpected(watch.errors), 'console errors and failed requests').toEqual([]);
      expect(unexpected(watch.violations), 'CSP violations').toEqual([]);
      expect(unexpected(watch.foreignRequests), 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
