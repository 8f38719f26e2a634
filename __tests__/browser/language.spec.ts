// Languages in Chromium on the production build: detection, ?lng= both ways, caching, blocked storage, the dropdown.
import { type Page } from '@playwright/test';
import { DETECTION } from '../../src/i18n/detect';
import { LANGUAGES, getLanguage } from '../../src/i18n/languages';
import { languageButtonName } from '../../src/i18n/filled';
import { localizePath, pickLanguageHref } from '../../src/i18n/paths';
import { pageById } from '../../src/site/pages';
import { expect, test } from '../support/fixtures';
import { PAINT_PROBE, VIEWPORTS, copy, expectExpanded, languageOf, open } from '../support/site';
import { openLanguageDropdown, probedPaints } from '../support/site';

const { lookupLocalStorage: KEY, lookupQuerystring: lng } = DETECTION;
test.use({ locale: 'en-US' });

/** Where a visit (opening `path`, hydrated, if given) ends up: path (with query and hash), <html lang>, the cached
 * language. */
async function arrive(page: Page, path?: string) {
  if (path) await open(page, path);
  await page.waitForLoadState('networkidle');
  const url = new URL(page.url());
  return {
    path: url.pathname + url.search + url.hash,
    lang: await page.locator('html').getAttribute('lang'),
    cached: await page.evaluate((key) => {
      try {
        return localStorage.getItem(key);
      } catch {
        return 'storage blocked';
      }
    }, KEY),
  };
}

/** Waits for a client-side navigation to reach `path`, then tells where it landed. */
async function navigatedTo(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  const { htmlLang } = languageOf(path);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  // Focus is on the new page's heading, which is read by role and name; Gatsby's announcer does not say it again.
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('#gatsby-announcer')).toBeHidden();
  return arrive(page);
}

const at = (path: string) => ({ path, lang: languageOf(path).htmlLang, cached: languageOf(path).code });
const zhAbout = at('/zh/about/');
const enAbout = at('/about/');
const dropdown = (page: Page, path: string) =>
  page.getByRole('button', { name: languageButtonName(copy(path), languageOf(path).code) });

// Each source alone, precedence, hostile values and the query's rest: __tests__/unit/headScript.test.ts (the script
// every page inlines, i18next as the reference); in Firefox and WebKit, a browser arriving: engines/arrival.spec.ts.
for (const { code, htmlLang } of LANGUAGES) {
  test.describe(`a ${htmlLang} browser`, () => {
    test.use({ locale: htmlLang });
    // The default language is the control: the probe does see its paint where one is due.
    test(`opening / lands on ${localizePath('/', code)}, painted only there`, async ({ page }) => {
      await page.addInitScript(PAINT_PROBE);
      const path = localizePath('/', code);
      expect(await arrive(page, '/')).toEqual(at(path));
      await expect.poll(() => page.evaluate(probedPaints), 'the first contentful paint').not.toBeNull();
      const paints = (await page.evaluate(probedPaints))!;
      expect(paints.filter(([, where, lang]) => where !== path || lang !== htmlLang)).toEqual([]);
    });
  });
}

test('a hostile ?lng gives en, is removed, and injects nothing', async ({ page }) => {
  const hostile = encodeURIComponent('<img src=x onerror="window.__pwned=1;alert(1)">');
  expect(await arrive(page, `/?${lng}=${hostile}`)).toEqual(at('/'));
  await expect(page.locator('#hero-title')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], body script:not([src]):has-text("alert(1)")')).toHaveCount(0);
  expect(await page.content()).not.toContain('onerror="window.__pwned');
});

test('Back gives focus back to the link that led away; Forward, to the heading', async ({ page }) => {
  await arrive(page, '/');
  const link = page.locator(`footer a[href="${pageById('about').path}"]`);
  await link.focus();
  await page.keyboard.press('Enter');
  await navigatedTo(page, pageById('about').path);
  await page.goBack();
  await expect(link).toBeFocused();
  await page.goForward();
  await navigatedTo(page, pageById('about').path);
});

test.describe('for a zh-HK browser', () => {
  test.use({ locale: 'zh-HK' });

  test('/zh/about/?lng=en leads to /about/ with no loop, and a later visit stays English', async ({ page }) => {
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    expect(await arrive(page, `/zh/about/?${lng}=en#contact`)).toEqual({ ...enAbout, path: '/about/#contact' });
    // /zh/about/, then /about/?lng=en, then the address cleaned in place: no loop.
    expect(documents).toBeLessThanOrEqual(3);
    expect(await arrive(page, '/about/')).toEqual(enAbout);
  });

  test('with storage and cookies blocked, detection, ?lng=en and the dropdown work with no error', async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, { get: blocked, configurable: true });
      Object.defineProperty(Document.prototype, 'cookie', { get: blocked, set: blocked, configurable: true });
    });
    const blocked = { cached: 'storage blocked' };
    expect(await arrive(page, '/about/')).toEqual({ ...zhAbout, ...blocked });
    expect(await arrive(page, `/zh/about/?${lng}=en`)).toEqual({ ...enAbout, ...blocked });
    await dropdown(page, '/').click();
    await page.getByRole('link', { name: getLanguage('zh').name }).click();
    expect(await navigatedTo(page, '/zh/about/')).toEqual({ ...zhAbout, ...blocked });
  });
});

test.describe('the dropdown', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('by mouse: opens, offers both languages, and picking one navigates, caches and closes', async ({ page }) => {
    await open(page, '/about/');
    const button = dropdown(page, '/');
    await expectExpanded(button, false);
    await expect(button).toContainText(getLanguage('en').label);
    const list = await openLanguageDropdown(page);
    await list.getByRole('link', { name: getLanguage('zh').name }).click();
    expect(await navigatedTo(page, '/zh/about/')).toEqual(zhAbout);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('/zh/')('about:title'));
    const zhButton = dropdown(page, '/zh/');
    await expectExpanded(zhButton, false);
    await expect(zhButton).toContainText(getLanguage('zh').label);
    // And back, which sticks on the next visit.
    await zhButton.click();
    await page.getByRole('link', { name: getLanguage('en').name }).click();
    expect(await navigatedTo(page, '/about/')).toEqual(enAbout);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('/')('about:title'));
    expect(await arrive(page, '/about/')).toEqual(enAbout);
  });

  test('Tab out and outside clicks close it; Enter and Space open, Escape refocuses, Enter picks', async ({ page }) => {
    await open(page, '/resources/');
    const button = dropdown(page, '/');
    const [first, second] = LANGUAGES; // the list's order, whatever it holds
    await button.click();
    for (let i = 0; i <= LANGUAGES.length; i += 1) await page.keyboard.press('Tab');
    await expectExpanded(button, false);
    await button.click();
    await expectExpanded(button, true);
    await page.locator('main h1').click();
    await expectExpanded(button, false);
    await expect(page.getByRole('link', { name: second.name })).toBeHidden();
    await expect(page).toHaveURL(/\/resources\/$/);
    await button.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(button, true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: first.name })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectExpanded(button, false);
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expectExpanded(button, true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: second.name })).toBeFocused();
    await page.keyboard.press('Enter');
    const path = localizePath('/resources/', second.code);
    expect(await navigatedTo(page, path)).toEqual(at(path));
  });
});

test.describe('the localized 404 page', () => {
  test.use({ expected: /\/no-such-page/ });

  test('/zh/<missing> is the Chinese 404, whose dropdown leads to the English home page', async ({ page }) => {
    expect((await open(page, '/zh/no-such-page/'))?.status()).toBe(404);
    // Its heading and link home: unit/NotFoundPage.test.tsx; its language: site.spec.ts, its matchPath: netlify.test.ts.
    const button = dropdown(page, '/zh/');
    await openLanguageDropdown(page);
    const en = page.getByRole('link', { name: getLanguage('en').name });
    await expect(en).toHaveAttribute('href', pickLanguageHref('/', 'en'));
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await button.click();
    await en.click();
    expect(await navigatedTo(page, '/')).toEqual(at('/'));
  });
});
