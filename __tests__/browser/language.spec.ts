// Languages in Chromium on the production build: detection on arrival (src/i18n/detect.ts order), ?lng= both ways, caching,
// blocked storage, the dropdown (mouse, keyboard, mobile menu, 404), and no paint of English for zh.
import { type Page } from '@playwright/test';
import { LANGUAGES, getLanguage, languageButtonName as buttonName } from '../../src/i18n/languages';
import { localizePath, pickLanguageHref } from '../../src/i18n/paths';
import { expect, test } from '../support/fixtures';
import {
  VIEWPORTS,
  copy,
  expectExpanded,
  fulfillEdited,
  languageOf,
  open,
  openLanguageDropdown,
} from '../support/site';

const tEn = copy('/');
const tZh = copy('/zh/');
const KEY = 'i18nextLng';
test.use({ locale: 'en-US' });

type Sources = { cookie?: string; local?: string; session?: string };

/** Sets cookie and storages from a same-origin blank page outside the site (no head script runs there). */
async function prime(page: Page, { cookie, local, session }: Sources) {
  if (cookie !== undefined)
    await page.context().addCookies([{ name: 'i18next', value: cookie, domain: 'localhost', path: '/' }]);
  if (local === undefined && session === undefined) return;
  await page.route('**/__blank', (route) => route.fulfill({ contentType: 'text/html', body: '<title>blank</title>' }));
  await page.goto('/__blank');
  await page.evaluate(
    ([key, l, s]) => {
      if (l !== null) localStorage.setItem(key, l);
      if (s !== null) sessionStorage.setItem(key, s);
    },
    [KEY, local ?? null, session ?? null] as const,
  );
}

/** Where a visit ends up: path (with query and hash), <html lang>, the cached language. */
async function landing(page: Page) {
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
  await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/zh/') ? 'zh-HK' : 'en');
  return landing(page);
}

/** Opens `path`, waits for hydration, then tells where it landed. */
async function arrive(page: Page, path: string) {
  await open(page, path);
  return landing(page);
}

/** The 404 page in `path`'s language: its heading and its link home. */
async function expectNotFound(page: Page, path: string) {
  const t = copy(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound:title'));
  const home = page.getByRole('main').getByRole('link', { name: t('notFound:back') });
  await expect(home).toHaveAttribute('href', localizePath('/', languageOf(path).code));
}

const at = (path: string) =>
  path.startsWith('/zh/') ? { path, lang: 'zh-HK', cached: 'zh' } : { path, lang: 'en', cached: 'en' };
const zhAbout = at('/zh/about/');
const enAbout = at('/about/');
/** The dropdown's button on a page in `path`'s language. */
const languageButtonName = (path: string) => buttonName(copy(path), languageOf(path).code);
const dropdown = (page: Page, path: string) => page.getByRole('button', { name: languageButtonName(path) });

test.describe('detection on arrival: each source alone, and each precedence step both ways', () => {
  const cases: [string, string, Sources, string, string][] = [
    ['cookie', '/about/', { cookie: 'zh' }, 'en-US', '/zh/about/'],
    ['localStorage', '/about/', { local: 'zh' }, 'en-US', '/zh/about/'],
    ['sessionStorage', '/about/', { session: 'zh' }, 'en-US', '/zh/about/'],
    ['browser', '/about/', {}, 'zh-HK', '/zh/about/'],
    ['browser', '/about/', {}, 'zh-TW', '/zh/about/'],
    ['no source', '/about/', {}, 'en-US', '/about/'],
    ['query over cookie', '/about/?lng=en', { cookie: 'zh' }, 'en-US', '/about/'],
    ['query over cookie', '/about/?lng=zh', { cookie: 'en' }, 'en-US', '/zh/about/'],
    ['query over cookie on /zh/', '/zh/resources/?lng=en', { cookie: 'zh' }, 'zh-HK', '/resources/'],
    ['query keeps the rest and the hash', '/about/?lng=zh&ref=mail#top', {}, 'en-US', '/zh/about/?ref=mail#top'],
    ['cookie over localStorage', '/about/', { cookie: 'zh', local: 'en' }, 'en-US', '/zh/about/'],
    ['cookie over localStorage', '/about/', { cookie: 'en', local: 'zh' }, 'en-US', '/about/'],
    ['localStorage over sessionStorage', '/about/', { local: 'en', session: 'zh' }, 'en-US', '/about/'],
    ['localStorage over sessionStorage', '/about/', { local: 'zh', session: 'en' }, 'en-US', '/zh/about/'],
    ['sessionStorage over browser language', '/about/', { session: 'zh' }, 'en-US', '/zh/about/'],
    ['sessionStorage over browser language', '/about/', { session: 'en' }, 'zh-HK', '/about/'],
  ];
  for (const [name, url, sources, locale, expected] of cases) {
    test.describe(`${name} ${JSON.stringify(sources)} ${locale}`, () => {
      test.use({ locale });
      test(`${url} leads to ${expected}, without lng, and caches its language`, async ({ page }) => {
        await prime(page, sources);
        expect(await arrive(page, url)).toEqual(at(expected));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    });
  }
});

test.describe('bad ?lng values give en, are removed, and inject nothing', () => {
  const hostile = '<img src=x onerror="window.__pwned=1;alert(1)">';
  for (const value of ['fr', encodeURIComponent(hostile), '<script>alert(1)</script>']) {
    test(`?lng=${value}`, async ({ page }) => {
      expect(await arrive(page, `/?lng=${value}`)).toEqual(at('/'));
      await expect(page.locator('#hero-title')).toBeVisible();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('img[src="x"], body script:not([src]):has-text("alert(1)")')).toHaveCount(0);
      expect(await page.content()).not.toContain('onerror="window.__pwned');
    });
  }
});

test.describe('for a zh-HK browser', () => {
  test.use({ locale: 'zh-HK' });

  test('/zh/about/?lng=en leads to /about/ with no loop, and a later visit stays English', async ({ page }) => {
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    expect(await arrive(page, '/zh/about/?lng=en#contact')).toEqual({ ...enAbout, path: '/about/#contact' });
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
    expect(await arrive(page, '/zh/about/?lng=en')).toEqual({ ...enAbout, ...blocked });
    await dropdown(page, '/').click();
    await page.getByRole('link', { name: getLanguage('zh').name }).click();
    expect(await navigatedTo(page, '/zh/about/')).toEqual({ ...zhAbout, ...blocked });
  });
});

test('landing on a /zh/ URL records zh, so the next unprefixed visit goes to Chinese', async ({ page }) => {
  expect(await arrive(page, '/zh/resources/')).toEqual(at('/zh/resources/'));
  expect(await arrive(page, '/about/')).toEqual(zhAbout);
});

test.describe('the dropdown', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('by mouse: opens, offers both languages, and picking one navigates, caches and closes', async ({ page }) => {
    await open(page, '/about/');
    const button = dropdown(page, '/');
    await expectExpanded(button, false);
    await expect(button).toContainText(getLanguage('en').label);
    const list = await openLanguageDropdown(page);
    const zh = list.getByRole('link', { name: getLanguage('zh').name });
    await expect(zh).toHaveAttribute('lang', 'zh-HK');
    await expect(zh).toHaveAttribute('hreflang', 'zh-HK');
    await expect(list.getByRole('link', { name: getLanguage('en').name })).toHaveAttribute('hreflang', 'en');
    await zh.click();
    expect(await navigatedTo(page, '/zh/about/')).toEqual(zhAbout);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tZh('about:title'));
    const zhButton = dropdown(page, '/zh/');
    await expectExpanded(zhButton, false);
    await expect(zhButton).toContainText(getLanguage('zh').label);
    // And back, which sticks on the next visit.
    await zhButton.click();
    await page.getByRole('link', { name: getLanguage('en').name }).click();
    expect(await navigatedTo(page, '/about/')).toEqual(enAbout);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tEn('about:title'));
    expect(await arrive(page, '/about/')).toEqual(enAbout);
  });

  test('Tab out and outside clicks close it; Enter and Space open, Escape refocuses, Enter picks', async ({ page }) => {
    await open(page, '/resources/');
    const button = dropdown(page, '/');
    await button.click();
    // Past the button and every option.
    for (let i = 0; i <= LANGUAGES.length; i += 1) await page.keyboard.press('Tab');
    await expectExpanded(button, false);
    await button.click();
    await expectExpanded(button, true);
    await page.locator('main h1').click();
    await expectExpanded(button, false);
    await expect(page.getByRole('link', { name: getLanguage('zh').name })).toBeHidden();
    await expect(page).toHaveURL(/\/resources\/$/);
    await button.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(button, true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: getLanguage('en').name })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectExpanded(button, false);
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expectExpanded(button, true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: getLanguage('zh').name })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await navigatedTo(page, '/zh/resources/')).toEqual(at('/zh/resources/'));
  });
});

test.describe('the language links at 375 px, in the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('no dropdown: both links listed in the sheet, on screen, covering nothing; a pick closes the menu', async ({
    page,
  }) => {
    await open(page, '/about/');
    await page.getByRole('button', { name: tEn('nav:menu'), exact: true }).tap();
    const menu = page.locator('#site-menu');
    await expect(dropdown(page, '/')).toBeHidden();
    const zh = menu.getByRole('link', { name: getLanguage('zh').name });
    for (const option of [zh, menu.getByRole('link', { name: getLanguage('en').name })]) {
      const box = (await option.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // Nothing lies over any link of the sheet.
    const covered = await menu.evaluate((sheet) =>
      [...sheet.querySelectorAll('a')]
        .filter((a) => a.getClientRects().length)
        .filter((a) => {
          const { x, y, width, height } = a.getBoundingClientRect();
          return !a.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        })
        .map((a) => a.textContent),
    );
    expect(covered).toEqual([]);
    await zh.tap();
    expect(await navigatedTo(page, '/zh/about/')).toEqual(zhAbout);
    await expectExpanded(page.getByRole('button', { name: tZh('nav:menu'), exact: true }), false);
  });
});

test.describe('the localized 404 page', () => {
  test.use({ expected: /\/no-such-page/ });

  test('/zh/<missing> is the Chinese 404, noindex, whose dropdown leads to the English home page', async ({ page }) => {
    expect((await open(page, '/zh/no-such-page/'))?.status()).toBe(404);
    expect(await landing(page)).toEqual(at('/zh/no-such-page/'));
    await expectNotFound(page, '/zh/no-such-page/');
    // Not indexed: one robots noindex, no canonical or alternates (seo.spec.ts checks the pages' heads).
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"], head link[rel="alternate"][hreflang]')).toHaveCount(0);
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

  test.describe('for a zh-HK visitor', () => {
    test.use({ locale: 'zh-HK' });

    test('an unprefixed missing URL gets the Chinese 404', async ({ page }) => {
      expect(await arrive(page, '/no-such-page/')).toEqual(at('/zh/no-such-page/'));
      await expectNotFound(page, '/zh/no-such-page/');
    });
  });
});

test.describe('no flash of English', () => {
  test.use({ locale: 'zh-HK' });

  type Report = { kind: string; href: string; lang: string | null };

  /** Each document's paint entries with its URL and lang; /zh/ is held back 1.5 s, time for English to paint. */
  async function watchPaints(page: Page) {
    const reports: Report[] = [];
    await page.exposeBinding('__paint', (_source, report: Report) => void reports.push(report));
    await page.addInitScript(() => {
      const send = (window as unknown as { __paint: (r: Report) => void }).__paint;
      send({ kind: 'document', href: location.href, lang: null });
      new PerformanceObserver((list) => {
        for (const { name } of list.getEntries())
          send({ kind: name, href: location.href, lang: document.documentElement.lang });
      }).observe({ type: 'paint', buffered: true });
    });
    await page.route(/\/zh\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    return reports;
  }
  const fcp = (reports: Report[]) => reports.filter((r) => r.kind === 'first-contentful-paint');

  test('a zh-HK visitor opening / records no first-contentful-paint on an English document', async ({ page }) => {
    const reports = await watchPaints(page);
    expect(await arrive(page, '/')).toEqual(at('/zh/'));
    await expect.poll(() => fcp(reports).length).toBeGreaterThan(0);
    // Both documents ran (so the English one could have reported), and every paint was of the Chinese one.
    expect(reports.filter((r) => r.kind === 'document').map((r) => new URL(r.href).pathname)).toEqual(['/', '/zh/']);
    const paints = reports.filter((r) => r.kind !== 'document');
    expect(paints.map((r) => r.kind).sort()).toEqual(['first-contentful-paint', 'first-paint']);
    for (const paint of paints) expect([new URL(paint.href).pathname, paint.lang]).toEqual(['/zh/', 'zh-HK']);
  });

  test('control: the same probe does see the English paint when the redirect comes late', async ({ page }) => {
    const reports = await watchPaints(page);
    // The head script's minified `w.stop(), void location.replace(to)` becomes a redirect 300 ms late; the edited
    // script no longer matches its CSP hash, so the CSP goes.
    await page.route(/\/$/, async (route) => {
      if (new URL(route.request().url()).pathname !== '/') return route.fallback();
      const late = 'void setTimeout($2.replace.bind($2),300,';
      const edit = (html: string) => html.replace(/(\w+)\.stop\(\),void (\w+)\.replace\(/, late);
      expect(await fulfillEdited(route, edit, ['content-security-policy'])).toMatch(/void setTimeout\((\w+)\.replace/);
    });
    expect(await arrive(page, '/')).toEqual(at('/zh/'));
    await expect.poll(() => fcp(reports).length).toBe(2);
    expect(fcp(reports).some((r) => r.lang === 'en' && new URL(r.href).pathname === '/')).toBe(true);
  });
});
