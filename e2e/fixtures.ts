import { test as base, expect } from '@playwright/test';
import { watchPage, type Watch } from './support/watch';

/**
 * Every browser test fails on a console error or warning, an uncaught error, a dialog, a failed or error response,
 * a CSP violation or a request to another origin (support/watch.ts). `expected` matches what a test causes on purpose.
 */
export const test = base.extend<{ watch: Watch; expected: RegExp | null }>({
  expected: [null, { option: true }],
  watch: [
    async ({ page, baseURL, expected }, use) => {
      const watch = await watchPage(page, new URL(baseURL!).origin);
      await use(watch);
      const unexpected = (lines: string[]) => lines.filter((line) => !expected?.test(line));
      expect(unexpected(watch.errors), 'console errors and failed requests').toEqual([]);
      expect(unexpected(watch.warnings), 'console warnings').toEqual([]);
      expect(unexpected(watch.violations), 'CSP violations').toEqual([]);
      expect(unexpected(watch.foreignRequests), 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
