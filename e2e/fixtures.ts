import { test as base, expect, type Page } from '@playwright/test';
import { hydrated } from './support/site';

/** The six pages of the site: three pages in two languages. */
export const PAGES = [
  { path: '/', lang: 'en', h1: /Welcome/ },
  { path: '/about/', lang: 'en', h1: /About Me/ },
  { path: '/resources/', lang: 'en', h1: /Free Resources/ },
  { path: '/zh/', lang: 'zh-HK', h1: /歡迎/ },
  { path: '/zh/about/', lang: 'zh-HK', h1: /關於我/ },
  { path: '/zh/resources/', lang: 'zh-HK', h1: /Free Resources/ },
] as const;

/**
 * Every test fails if the page logged a console error, threw, opened a
 * dialog, or had a request fail. A navigation answered 404 on purpose (the 404 page test) is
 * not a failure; the browser's console line for it is recorded as the failed
 * response instead, so broken assets still fail.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedFailures: RegExp[] }>({
  /** URLs a test expects to be missing (Gatsby's runtime checks a 404 path's page-data). */
  allowedFailures: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedFailures }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
        errors.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() < 400 || response.request().isNavigationRequest()) return;
        if (allowedFailures.some((pattern) => pattern.test(response.url()))) return;
        errors.push(`${response.status()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => {
        // ERR_ABORTED: the test navigated away before the request finished.
        const reason = request.failure()?.errorText ?? '';
        if (!reason.includes('ERR_ABORTED')) errors.push(`failed ${request.url()} ${reason}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // An alert() would mean injected script ran (the hostile ?lng tests).
      page.on('dialog', (dialog) => {
        errors.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until React has hydrated (gatsby-browser marks <html data-hydrated>). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}
