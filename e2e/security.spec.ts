import { expect, test } from '@playwright/test';
import { languageButton, menuToggle, openLanguageDropdown, openMobileMenu } from './support/interact';
import { NOT_FOUND_PAGES, PAGES, VIEWPORTS } from './support/site';
import { watchPage } from './support/watch';

/**
 * The Content-Security-Policy that ships (public/_headers, applied by
 * scripts/serve.mjs exactly as Netlify would) lets the whole site work:
 * every page, its menu and its language dropdown, with no violation and no
 * console error, and no request ever leaves the site's origin.
 */
const notFound = (path: string) => (NOT_FOUND_PAGES as readonly string[]).includes(path);

for (const path of [...PAGES, ...NOT_FOUND_PAGES]) {
  test(`${path}: no CSP violation, console error or third-party request while the menu and dropdown are used`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const watch = await watchPage(page, origin);
    await page.setViewportSize(VIEWPORTS.mobile);
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, 'the page is served with the CSP').toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    await page.waitForLoadState('networkidle');

    await openMobileMenu(page);
    const list = await openLanguageDropdown(page);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(languageButton(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize(VIEWPORTS.desktop);
    await openLanguageDropdown(page);
    if (!notFound(path)) {
      // Pick the other language: a client-side navigation to the same page in it.
      const other = list.locator('a:not([aria-current])').first();
      const target = await other.getAttribute('href');
      await other.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1')).toBeVisible();
    }

    expect(watch.violations, 'CSP violations').toEqual([]);
    expect(watch.console, 'console errors and warnings').toEqual([]);
    // A missing page answers 404, and so do the page data Gatsby's loader looks up for it and its
    // check whether the page's HTML exists (a HEAD request); nothing else may fail.
    const expectedFailures = notFound(path)
      ? [`404 ${path}`, `404 ${path.slice(0, -1)}`, `404 /page-data${path}page-data.json`]
      : [];
    expect(
      watch.failedResponses.filter((failure) => !expectedFailures.includes(failure)),
      'failed requests',
    ).toEqual([]);
    expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
  });
}

test('client-side navigation through every page inserts its styles without a CSP violation', async ({
  page,
  baseURL,
}) => {
  const watch = await watchPage(page, new URL(baseURL!).origin);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/resources/');
  await page.waitForLoadState('networkidle');
  const nav = page.locator('header nav');
  for (const [href, heading] of [
    ['/about/', '#about-title'],
    ['/', '#hero-title'],
    ['/resources/', 'main h1'],
  ] as const) {
    await nav.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(heading)).toBeVisible();
    if (href === '/about/') {
      // A rule only the About page uses, inserted by emotion in the browser: it applies.
      await expect(page.locator('section[aria-labelledby="mission-title"]')).toHaveCSS('border-left-width', '6px');
    }
  }
  expect(watch.violations, 'CSP violations').toEqual([]);
  expect(watch.console, 'console errors and warnings').toEqual([]);
  expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
});

test('a page that injects an inline script of its own is blocked (the CSP is enforced, not just sent)', async ({
  page,
  baseURL,
}) => {
  const watch = await watchPage(page, new URL(baseURL!).origin);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => watch.violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(watch.violations[0]).toMatch(/^script-src/);
});
