import { site } from '../../src/data/site';
import { brandHomeName } from '../../src/i18n/filled';
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from '../../src/i18n/languages';
import { localizePath, pickLanguageHref } from '../../src/i18n/paths';
import { expect, test } from '../support/fixtures';
import { NOT_FOUND_PAGES, barLinks, copy, languageOf, open } from '../support/site';

// Per-page structure is in the unit tests of each component, built/seo.test.ts and built/html.test.ts.
test('nav, footer and brand links lead to the pages in the same language', async ({ page }) => {
  const homes = PREFIXED_LANGUAGES.map(({ code }) => localizePath('/', code));
  // ?lng=: the visit to /zh/ remembered zh, so an unprefixed URL would now lead there.
  for (const home of [...homes, pickLanguageHref('/', DEFAULT_LANGUAGE)]) {
    await open(page, home);
    const t = copy(new URL(page.url()).pathname);
    const language = languageOf(new URL(page.url()).pathname).code;
    const footer = page.getByRole('contentinfo');
    // Their hrefs: NavBar and Footer unit tests; nav links are followed in seo.spec.ts; here the footer's and brand's.
    const last = barLinks(t, language)
      .filter((link) => !link.external)
      .at(-1)!;
    await footer.getByRole('link', { name: last.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${last.href}$`));
    const brand = page.getByRole('link', { name: brandHomeName(t, site.brand) });
    await brand.first().click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', language)}$`));
  }
});

test('404: misses, the build’s _redirects rules included, get the 404 page in their prefix’s language', async ({
  request,
}) => {
  for (const path of [...NOT_FOUND_PAGES, '/zh/about/missing', '/zhx/no-such-page/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
    expect([path, response.status(), lang]).toEqual([path, 404, languageOf(path).htmlLang]);
    expect(html).toContain(copy(path)('notFound:title'));
  }
});

test.describe('an injected inline script', () => {
  // The violation this test causes, and Chrome's console line about it.
  test.use({ expected: /^script-src(-elem)? blocked inline|Content Security Policy/ });

  for (const path of ['/', NOT_FOUND_PAGES[0]])
    test(`is blocked at ${path} (the CSP is enforced, not just sent)`, async ({ page, watch }) => {
      await page.goto(path);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
      });
      await expect.poll(() => watch.violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      expect(watch.violations[0]).toMatch(/^script-src/);
    });
});
