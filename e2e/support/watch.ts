import type { Page } from '@playwright/test';

export type Watch = {
  /** CSP violations reported by the browser (securitypolicyviolation events). */
  violations: string[];
  /** Console errors and warnings, and uncaught exceptions. */
  console: string[];
  /** Responses with an error status: `404 http://…/page-data/x/page-data.json`. */
  failedResponses: string[];
  /** Requests to any origin other than the site's. */
  foreignRequests: string[];
};

/**
 * Watches a page from before its first byte: CSP violation events (the
 * listener is added by the browser's debugging protocol, which CSP does not
 * govern), console errors and warnings, uncaught errors, and every request.
 */
export async function watchPage(page: Page, siteOrigin: string): Promise<Watch> {
  const watch: Watch = { violations: [], console: [], failedResponses: [], foreignRequests: [] };
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
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chrome reports each error response as a console error; those are checked in failedResponses.
    if (/^Failed to load resource: the server responded with a status of \d+/.test(message.text())) return;
    watch.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      watch.failedResponses.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('pageerror', (error) => watch.console.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== siteOrigin) watch.foreignRequests.push(url);
  });
  return watch;
}
