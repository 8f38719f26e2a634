/**
 * Languages in a real Chromium, on the production build: detection on
 * arrival (spec order), ?lng= both ways, caching in localStorage, blocked
 * storage, the dropdown (mouse, keyboard, outside click, mobile menu, 404),
 * and no paint of an English document for a Chinese-speaking visitor.
 */
import { type Page } from '@playwright/test';
import { getLanguage } from '../src/i18n/languages';
import { expect, test } from './fixtures';
import { languageButtonName } from './support/interact';
import { copy, hydrated } from './support/site';

const tEn = copy('/');
const tZh = copy('/zh/');

const KEY = 'i18nextLng';

type Sources = { cookie?: string; local?: string; session?: string };

/**
 * Sets cookie and storages before the visit, from a same-origin blank page
 * that is not part of the site (so no head script runs and nothing is cached).
 */
async function prime(page: Page, { cookie, local, session }: Sources) {
  if (cookie !== undefined) {
    await page.context().addCookies([
      {
        name: 'i18next',
        value: cookie,
        url: new URL('/', page.url() === 'about:blank' ? baseURL() : page.url()).href,
      },
    ]);
  }
  if (local === undefined && session === undefined) return;
  await page.route('**/__blank', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto('/__blank');
  await page.evaluate(
    ([key, l, s]) => {
      if (l !== null) localStorage.setItem(key, l);
      if (s !== null) sessionStorage.setItem(key, s);
    },
    [KEY, local ?? null, session ?? null] as const,
  );
}

const baseURL = () => `http://localhost:${process.env.E2E_PORT ?? 9001}`;

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

/** Opens a URL as a first visit and waits for where it lands. */
async function arrive(page: Page, path: string) {
  await page.goto(path);
  return landing(page);
}

const zhAbout = { path: '/zh/about/', lang: 'zh-HK', cached: 'zh' };
const enAbout = { path: '/about/', lang: 'en', cached: 'en' };

test.describe('detection on arrival at an unprefixed URL', () => {
  test.describe('each source alone leads to zh', () => {
    const cases: [string, Sources, string][] = [
      ['cookie i18next=zh', { cookie: 'zh' }, 'en-US'],
      ['localStorage zh', { local: 'zh' }, 'en-US'],
      ['sessionStorage zh', { session: 'zh' }, 'en-US'],
      ['browser locale zh-HK', {}, 'zh-HK'],
      ['browser locale zh-TW', {}, 'zh-TW'],
    ];
    for (const [name, sources, locale] of cases) {
      test.describe(name, () => {
        test.use({ locale });
        test('goes to /zh/about/ and caches zh', async ({ page }) => {
          await prime(page, sources);
          expect(await arrive(page, '/about/')).toEqual(zhAbout);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        });
      });
    }

    test('?lng=zh goes to /zh/about/, removes lng, keeps the rest and the hash, caches zh', async ({ page }) => {
      expect(await arrive(page, '/about/?lng=zh&ref=mail#top')).toEqual({
        ...zhAbout,
        path: '/zh/about/?ref=mail#top',
      });
    });
  });

  test.describe('no source set, browser en-US', () => {
    test.use({ locale: 'en-US' });
    test('stays on English and caches en', async ({ page }) => {
      expect(await arrive(page, '/about/')).toEqual(enAbout);
      expect(await arrive(page, '/')).toEqual({ path: '/', lang: 'en', cached: 'en' });
      await expect(page.locator('#hero-title')).toBeVisible();
    });
  });

  test.describe('precedence, each step both ways', () => {
    const steps: [string, string, Sources, string, string][] = [
      // name, query, other sources, browser locale, expected
      ['query over cookie', '?lng=en', { cookie: 'zh' }, 'en-US', 'en'],
      ['query over cookie', '?lng=zh', { cookie: 'en' }, 'en-US', 'zh'],
      ['cookie over localStorage', '', { cookie: 'zh', local: 'en' }, 'en-US', 'zh'],
      ['cookie over localStorage', '', { cookie: 'en', local: 'zh' }, 'en-US', 'en'],
      ['localStorage over sessionStorage', '', { local: 'en', session: 'zh' }, 'en-US', 'en'],
      ['localStorage over sessionStorage', '', { local: 'zh', session: 'en' }, 'en-US', 'zh'],
      ['sessionStorage over browser language', '', { session: 'zh' }, 'en-US', 'zh'],
      ['sessionStorage over browser language', '', { session: 'en' }, 'zh-HK', 'en'],
    ];
    for (const [name, query, sources, locale, expected] of steps) {
      test.describe(`${name} (${expected})`, () => {
        test.use({ locale });
        test(`gives ${expected}`, async ({ page }) => {
          await prime(page, sources);
          expect(await arrive(page, `/about/${query}`)).toEqual(expected === 'zh' ? zhAbout : enAbout);
        });
      });
    }
  });
});

test.describe('bad ?lng values', () => {
  test.use({ locale: 'en-US' });

  test('?lng=fr gives en, and is removed from the address', async ({ page }) => {
    expect(await arrive(page, '/?lng=fr')).toEqual({ path: '/', lang: 'en', cached: 'en' });
  });

  test('a hostile ?lng gives en, injects nothing and logs no error', async ({ page }) => {
    const hostile = '<img src=x onerror="window.__pwned=1;alert(1)">';
    expect(await arrive(page, `/?lng=${encodeURIComponent(hostile)}`)).toEqual({ path: '/', lang: 'en', cached: 'en' });
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.content()).not.toContain('onerror="window.__pwned');
  });

  test('an unencoded hostile value is just as harmless', async ({ page }) => {
    expect(await arrive(page, '/about/?lng=<script>alert(1)</script>')).toEqual(enAbout);
    await expect(page.locator('img[src="x"], body script:not([src]):has-text("alert(1)")')).toHaveCount(0);
  });
});

test.describe('explicit ?lng= in both directions', () => {
  test.use({ locale: 'zh-HK' });

  test('/zh/about/?lng=en goes to /about/ without lng, caches en, and a later visit stays English', async ({
    page,
  }) => {
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    expect(await arrive(page, '/zh/about/?lng=en#contact')).toEqual({ ...enAbout, path: '/about/#contact' });
    // /zh/about/, then /about/?lng=en, then the address cleaned in place: no loop.
    expect(documents).toBeLessThanOrEqual(3);
    // The choice outlasts the zh-HK browser language.
    expect(await arrive(page, '/about/')).toEqual(enAbout);
  });

  test('even a zh cookie does not undo ?lng=en', async ({ page }) => {
    await prime(page, { cookie: 'zh' });
    expect(await arrive(page, '/zh/resources/?lng=en')).toEqual({ path: '/resources/', lang: 'en', cached: 'en' });
  });
});

test.describe('landing on a /zh/ URL', () => {
  test.use({ locale: 'en-US' });

  test('records zh, so the next unprefixed visit goes to Chinese', async ({ page }) => {
    expect(await arrive(page, '/zh/resources/')).toEqual({ path: '/zh/resources/', lang: 'zh-HK', cached: 'zh' });
    expect(await arrive(page, '/about/')).toEqual(zhAbout);
  });
});

test.describe('blocked storage and cookies', () => {
  test.use({ locale: 'zh-HK' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, { get: blocked, configurable: true });
      Object.defineProperty(Document.prototype, 'cookie', { get: blocked, set: blocked, configurable: true });
    });
  });

  test('detection still works from the browser language, and pages render without errors', async ({ page }) => {
    expect(await arrive(page, '/about/')).toEqual({ ...zhAbout, cached: 'storage blocked' });
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('?lng=en and the dropdown still work', async ({ page }) => {
    expect(await arrive(page, '/zh/about/?lng=en')).toEqual({ ...enAbout, cached: 'storage blocked' });
    await hydrated(page);
    await page.getByRole('button', { name: languageButtonName('/') }).click();
    await page.getByRole('link', { name: tEn('nav:language.zh') }).click();
    expect(await navigatedTo(page, '/zh/about/')).toEqual({ ...zhAbout, cached: 'storage blocked' });
  });
});

test.describe('the dropdown', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('by mouse: opens, offers both languages, and picking one navigates, caches and closes', async ({ page }) => {
    await arrive(page, '/about/');
    await hydrated(page);
    const button = page.getByRole('button', { name: languageButtonName('/') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toContainText(getLanguage('en').label);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible();
    const zh = list.getByRole('link', { name: tEn('nav:language.zh') });
    await expect(zh).toHaveAttribute('lang', 'zh-HK');
    await expect(zh).toHaveAttribute('hreflang', 'zh-HK');
    await expect(list.getByRole('link', { name: tEn('nav:language.en') })).toHaveAttribute('hreflang', 'en');
    await zh.click();
    expect(await navigatedTo(page, '/zh/about/')).toEqual(zhAbout);
    const zhButton = page.getByRole('button', { name: languageButtonName('/zh/') });
    await expect(zhButton).toHaveAttribute('aria-expanded', 'false');
    await expect(zhButton).toContainText(getLanguage('zh').label);
    // And back, which sticks on the next visit.
    await zhButton.click();
    await page.getByRole('link', { name: tZh('nav:language.en') }).click();
    expect(await navigatedTo(page, '/about/')).toEqual(enAbout);
    expect(await arrive(page, '/about/')).toEqual(enAbout);
  });

  test('by keyboard: Enter and Space open, Escape closes and returns focus, Enter on an option picks it', async ({
    page,
  }) => {
    await arrive(page, '/resources/');
    await hydrated(page);
    const button = page.getByRole('button', { name: languageButtonName('/') });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: tEn('nav:language.en') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: tEn('nav:language.zh') })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await navigatedTo(page, '/zh/resources/')).toEqual({ path: '/zh/resources/', lang: 'zh-HK', cached: 'zh' });
  });

  test('tabbing out of it closes it', async ({ page }) => {
    await arrive(page, '/');
    await hydrated(page);
    const button = page.getByRole('button', { name: languageButtonName('/') });
    await button.click();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('an outside click closes it', async ({ page }) => {
    await arrive(page, '/');
    await hydrated(page);
    const button = page.getByRole('button', { name: languageButtonName('/') });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#hero-title').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the dropdown at 375 px, inside the mobile menu', () => {
  test.use({ locale: 'en-US', viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('works the same: tap, Escape, outside tap, and picking closes the menu', async ({ page }) => {
    await arrive(page, '/about/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: tEn('nav:menuOpen') });
    const button = page.getByRole('button', { name: languageButtonName('/') });
    await expect(button).toBeHidden();
    await toggle.tap();
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('button', { name: languageButtonName('/') })).toBeVisible();

    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const zh = page.getByRole('link', { name: tEn('nav:language.zh') });
    await expect(zh).toBeVisible();
    // The options fit on the screen.
    for (const option of [zh, page.getByRole('link', { name: tEn('nav:language.en') })]) {
      const box = (await option.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    // Escape closes the dropdown only, focus back on its button; the menu stays open.
    await zh.focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(page.getByRole('button', { name: tEn('nav:menuClose') })).toHaveAttribute('aria-expanded', 'true');

    // A tap elsewhere in the menu closes the dropdown.
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.touchscreen.tap(5, (await menu.boundingBox())!.y + 5);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Picking a language navigates and closes both.
    await button.tap();
    await zh.tap();
    expect(await navigatedTo(page, '/zh/about/')).toEqual(zhAbout);
    await expect(page.getByRole('button', { name: tZh('nav:menuOpen') })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the localized 404 page', () => {
  test.use({ locale: 'en-US', expected: /\/no-such-page/ });

  test('/zh/<missing> shows the Chinese 404, whose dropdown leads to the English one', async ({ page }) => {
    const response = await page.goto('/zh/no-such-page/');
    expect(response?.status()).toBe(404);
    expect(await landing(page)).toEqual({ path: '/zh/no-such-page/', lang: 'zh-HK', cached: 'zh' });
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tZh('nav:notFound.title'));
    const button = page.getByRole('button', { name: languageButtonName('/zh/') });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const en = page.getByRole('link', { name: tZh('nav:language.en') });
    await expect(en).toHaveAttribute('href', '/no-such-page/');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await button.click();
    await en.click();
    expect(await navigatedTo(page, '/no-such-page/')).toEqual({ path: '/no-such-page/', lang: 'en', cached: 'en' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tEn('nav:notFound.title'));
  });
});

test.describe('the localized 404 page for a zh-HK visitor', () => {
  test.use({ locale: 'zh-HK', expected: /\/no-such-page/ });

  test('an unprefixed missing URL gets the Chinese 404', async ({ page }) => {
    expect(await arrive(page, '/no-such-page/')).toEqual({ path: '/zh/no-such-page/', lang: 'zh-HK', cached: 'zh' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tZh('nav:notFound.title'));
  });
});

test.describe('no flash of English', () => {
  test.use({ locale: 'zh-HK' });

  type Report = { kind: string; href: string; lang: string | null; time?: number };

  /**
   * Records, from inside every document the tab loads, each 'paint' entry
   * (first-paint, first-contentful-paint) with the document's URL and
   * <html lang> at that moment. Responses under /zh/ are held back 1.5 s,
   * which leaves the English document all the time it would need to paint.
   */
  async function watchPaints(page: Page) {
    const reports: Report[] = [];
    await page.exposeBinding('__paint', (_source, report: Report) => {
      reports.push(report);
    });
    await page.addInitScript(() => {
      const send = (window as unknown as { __paint: (r: unknown) => void }).__paint;
      send({ kind: 'document', href: location.href, lang: null });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          send({
            kind: entry.name,
            href: location.href,
            lang: document.documentElement.lang,
            time: Math.round(entry.startTime),
          });
        }
      }).observe({ type: 'paint', buffered: true });
    });
    await page.route(/\/zh\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    return reports;
  }

  test('a zh-HK visitor opening / records no first-contentful-paint on an English document', async ({ page }) => {
    const reports = await watchPaints(page);
    expect(await arrive(page, '/')).toEqual({ path: '/zh/', lang: 'zh-HK', cached: 'zh' });
    await expect.poll(() => reports.filter((r) => r.kind === 'first-contentful-paint').length).toBeGreaterThan(0);
    // Both documents ran (so the English one could have reported) ...
    expect(reports.filter((r) => r.kind === 'document').map((r) => new URL(r.href).pathname)).toEqual(['/', '/zh/']);
    // ... and every paint was of the Chinese one.
    const paints = reports.filter((r) => r.kind !== 'document');
    expect(paints.map((r) => r.kind).sort()).toEqual(['first-contentful-paint', 'first-paint']);
    for (const paint of paints) {
      expect(new URL(paint.href).pathname).toBe('/zh/');
      expect(paint.lang).toBe('zh-HK');
    }
  });

  test('control: the same probe does see the English paint when the redirect comes late', async ({ page }) => {
    const reports = await watchPaints(page);
    // The same page, but the head script's redirect deferred by 300 ms and its stop() removed.
    await page.route(/\/$/, async (route) => {
      if (new URL(route.request().url()).pathname !== '/') return route.fallback();
      const response = await route.fetch();
      // In the minified script, `w.stop(), void location.replace(to)` (its names are terser's).
      const body = (await response.text()).replace(
        /(\w+)\.stop\(\),void (\w+)\.replace\(/,
        'void setTimeout($2.replace.bind($2),300,',
      );
      expect(body).toMatch(/void setTimeout\((\w+)\.replace\.bind\(\1\),300,/);
      // The edited script no longer matches its CSP hash: drop the CSP for this one response
      // (and the encoding and length of the original body).
      const dropped = ['content-security-policy', 'content-encoding', 'content-length'];
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !dropped.includes(name.toLowerCase())),
      );
      return route.fulfill({ response, body, headers });
    });
    expect(await arrive(page, '/')).toEqual({ path: '/zh/', lang: 'zh-HK', cached: 'zh' });
    await expect.poll(() => reports.filter((r) => r.kind === 'first-contentful-paint').length).toBe(2);
    expect(
      reports.some((r) => r.kind === 'first-contentful-paint' && r.lang === 'en' && new URL(r.href).pathname === '/'),
    ).toBe(true);
  });
});
