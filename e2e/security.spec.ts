import { expect, test } from './fixtures';
import { languageButton, menuToggle, openLanguageDropdown, openMobileMenu } from './support/interact';
import { NOT_FOUND_PAGES, PAGES, VIEWPORTS, hydrated } from './support/site';

/**
 * The Content-Security-Policy that ships (public/_headers, applied by
 * scripts/serve.mjs exactly as Netlify would) lets the whole site work:
 * every page, its menu and its language dropdown, with no violation and no
 * console error or warning, and no request ever leaves the site's origin
 * (the fixture's watch fails a test on any of these).
 */
const notFound = (path: string) => (NOT_FOUND_PAGES as readonly string[]).includes(path);

test.describe('every page under its CSP', () => {
  // A missing page's page data, and the check whether its HTML exists (a HEAD request), answer 404.
  test.use({ expected: /^404 \/(page-data\/)?(zh\/)?no-such-page/ });

  for (const path of [...PAGES, ...NOT_FOUND_PAGES]) {
    test(`${path}: no CSP violation, console error or third-party request while the menu and dropdown are used`, async ({
      page,
      watch,
    }) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp, 'the page is served with the CSP').toContain("default-src 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      await hydrated(page);

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
        await hydrated(page);
        await expect(page.locator('main h1')).toBeVisible();
      }
      expect(watch.warnings, 'console warnings').toEqual([]);
    });
  }
});

test('client-side navigation through every page inserts its styles without a CSP violation', async ({
  page,
  watch,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/resources/');
  await hydrated(page);
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
      // A rule only /about/ uses, inserted by emotion in the browser: it applies.
      await expect(page.locator('section[aria-labelledby="mission-title"]')).toHaveCSS('border-left-width', '6px');
    }
  }
  expect(watch.warnings, 'console warnings').toEqual([]);
});

test.describe('an injected inline script', () => {
  // The violation this test causes, and Chrome's console line about it.
  test.use({ expected: /^script-src(-elem)? blocked inline|Content Security Policy/ });

  test('is blocked (the CSP is enforced, not just sent)', async ({ page, watch }) => {
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
});
