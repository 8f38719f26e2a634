import { DEFAULT_LANGUAGE, type LanguageCode, PREFIXED_LANGUAGES } from '../../src/i18n/languages';
import { PAGE_PATHS, VIEWPORTS } from '../support/site';
import { type EngineSession, until } from '../support/engine';
import { pageById } from '../../src/site/pages';
import { webkitConsole } from '../support/webkitConsole';
import { expect, fresh, open, test } from './fixtures';

/** Scrolls to the foot a screen at a time, so every link comes into view, then back to the top; each scroll at once. */
async function scrollThrough(browser: EngineSession) {
  await browser.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** Waits for Gatsby's idle prefetch (its first <link rel="prefetch">, ~3 s after load) and 1 s more; 8 s at most. */
async function prefetchSettled(browser: EngineSession) {
  for (const end = Date.now() + 8000; Date.now() < end;) {
    if (await browser.evaluate(() => document.querySelector('link[rel="prefetch"]') !== null)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

for (const path of PAGE_PATHS) {
  for (const { width, height } of Object.values(VIEWPORTS)) {
    test(`${path} at ${width} px hydrates with no console error, uncaught error or CSP violation`, async ({
      session,
      engine,
    }) => {
      const browser = await session();
      await fresh(browser);
      await browser.viewport(width, height);
      await open(browser, path);
      await scrollThrough(browser);
      // Only Firefox checks the prefetch against the CSP (WebKit prefetches with fetch); the width does not matter.
      if (engine === 'firefox' && width === VIEWPORTS.desktop.width) await prefetchSettled(browser);
      expect(await browser.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // WebKit: problems() is empty, its console is read by the test below.
      expect(browser.problems()).toEqual([]);
    });
  }
}

test('Back gives focus back to the link that led away', async ({ session }) => {
  const browser = await session();
  await fresh(browser);
  await open(browser, '/');
  const link = `footer a[href="${pageById('about').path}"]`;
  await browser.evaluate((selector) => {
    document.querySelector<HTMLElement>(selector)!.focus();
    document.querySelector<HTMLElement>(selector)!.click();
  }, link);
  await until(
    () => browser.evaluate(() => document.activeElement!.matches('main h1')),
    'the next page, its h1 focused',
  );
  await browser.evaluate(() => history.back());
  await until(
    () => browser.evaluate((selector) => document.activeElement!.matches(selector), link),
    'the link focused',
  );
  expect(browser.problems()).toEqual([]);
});

test.describe("WebKit's own console (MiniBrowser not automated, its default window)", () => {
  const visits = [...PAGE_PATHS.map((p) => [p, DEFAULT_LANGUAGE]), ...PREFIXED_LANGUAGES.map((l) => ['/', l.code])];
  for (const [path, language] of visits as [string, LanguageCode][]) {
    test(`${path} for a ${language} browser: no console error or warning`, async ({ engine }, testInfo) => {
      test.skip(engine !== 'webkit', 'Firefox reports its console through the driver');
      const url = new URL(path, testInfo.project.use.baseURL).href;
      expect(await webkitConsole(url, language)).toEqual([]);
    });
  }
});
