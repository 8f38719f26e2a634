// Every page in both languages at 375 and 1280 px: it hydrates, and the engine reports no console error or warning,
// uncaught error or CSP violation, Gatsby's prefetch of the pages it links to included (it comes once links scroll
// into view and the browser is idle; Firefox checks <link rel="prefetch"> against the CSP).
import { PAGES } from '../support/pages';
import type { EngineSession } from '../support/engine';
import { webkitConsole } from '../support/webkitConsole';
import { expect, fresh, open, test } from './fixtures';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Scrolls to the foot a screen at a time, so every link comes into view, then back to the top. */
async function scrollThrough(browser: EngineSession) {
  await browser.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

/** Waits until no <link rel="prefetch"> has been added for 2 s (Gatsby adds them when idle), and 0.5 s more. */
async function prefetchSettled(browser: EngineSession) {
  let count = -1;
  let since = Date.now();
  for (const end = Date.now() + 15_000; Date.now() < end && Date.now() - since < 2000; ) {
    const now = await browser.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
    if (now !== count) [count, since] = [now, Date.now()];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return count;
}

for (const path of PAGES) {
  for (const { width, height } of VIEWPORTS) {
    test(`${path} at ${width} px hydrates with no console error, uncaught error or CSP violation`, async ({
      session,
      engine,
    }) => {
      const browser = await session();
      await fresh(browser);
      await browser.viewport(width, height);
      await open(browser, path);
      await scrollThrough(browser);
      const prefetched = await prefetchSettled(browser);
      if (engine === 'firefox') expect(prefetched, 'Gatsby prefetched the linked pages').toBeGreaterThan(0);
      expect(await browser.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // WebKit: problems() is empty, its console is read by the test below.
      expect(browser.problems()).toEqual([]);
    });
  }
}

test.describe("WebKit's own console (MiniBrowser not automated, its default window)", () => {
  for (const [path, language] of [...PAGES.map((p) => [p, 'en-US'] as const), ['/', 'zh-HK'] as const]) {
    test(`${path} for a ${language} browser: no console error or warning`, async ({ engine }, testInfo) => {
      test.skip(engine !== 'webkit', 'Chromium and Firefox report their console through the driver');
      const url = new URL(path, testInfo.project.use.baseURL).href;
      expect(await webkitConsole(url, { language })).toEqual([]);
    });
  }
});
