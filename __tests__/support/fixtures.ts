import { test as base, expect, type Page } from '@playwright/test';

/** errors: console errors, uncaught exceptions, dialogs, failed requests, error responses. */
type Watch = Record<'errors' | 'warnings' | 'violations' | 'foreignRequests', string[]>;

/** The one console watcher, from before a page's first byte. The CSP listener is an exposed binding, which CSP does
 * not govern; a document's error status is the test's to check. */
export async function watchPage(page: Page, siteOrigin: string): Promise<Watch> {
  const watch: Watch = { errors: [], warnings: [], violations: [], foreignRequests: [] };
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    watch.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) sample: ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') watch.warnings.push(message.text());
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(`uncaught: ${error.message}`));
  // An alert() would mean injected script ran (the hostile ?lng tests).
  page.on('dialog', (dialog) => {
    watch.errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      watch.errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the test navigated away before the request finished.
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) watch.errors.push(`failed ${request.url()} ${reason}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== siteOrigin) watch.foreignRequests.push(url);
  });
  return watch;
}

/** Every browser test fails on a console error or warning, an uncaught error, a dialog, a failed or error response,
 * a CSP violation or a request to another origin. `expected` matches what a test causes on purpose. */
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
