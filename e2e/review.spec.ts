import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { NETLIFY_DRAWER } from '../src/build/securityHeaders';
import { COPY_DECK_PATH } from '../src/review/copyDeck';
import { expectNoAxeViolations } from './support/axe';
import { hydrated, VIEWPORTS } from './support/site';
import { watchPage } from './support/watch';

/**
 * Copy review on a deploy preview. The production build in public/ is served
 * by playwright.config.ts; the deploy-preview build kept by
 * `npm run build:preview` is served here, from .preview-build/ with its own
 * _headers, on a free port.
 */
let preview: ChildProcess;
let previewUrl = '';

test.beforeAll(async () => {
  preview = spawn(process.execPath, ['scripts/serve.mjs', '--dir', '.preview-build', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  previewUrl = await new Promise<string>((resolve, reject) => {
    preview.stdout!.on('data', (chunk: Buffer) => {
      const url = /at (http:\/\/localhost:\d+)/.exec(String(chunk))?.[1];
      if (url) resolve(url);
    });
    preview.on('exit', (code) =>
      reject(new Error(`serve.mjs --dir .preview-build exited (${code}): run npm run build:preview`)),
    );
  });
});

test.afterAll(() => {
  preview?.kill();
});

const LOADER = `${NETLIFY_DRAWER.script}/netlify.js`;
const FRAME = `${NETLIFY_DRAWER.frame}/drawer-stub/`;

/**
 * What Netlify does on previews, played locally: its CDN adds the drawer's
 * loader before </body> of every HTML page; the loader (a stub here) opens
 * the drawer as a frame from app.netlify.com (a stub page). Nothing leaves
 * the machine: both URLs are answered by the routes below.
 */
async function injectNetlifyDrawer(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('/'),
    async (route) => {
      if (route.request().resourceType() !== 'document' || !route.request().url().startsWith('http://localhost'))
        return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', `<script src="${LOADER}"></script></body>`);
      // The body was decoded and edited: drop its encoding and length, keep every other header (the CSP).
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      return route.fulfill({ response, body, headers });
    },
  );
  await page.route(LOADER, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__drawerLoader = true;
        var frame = document.createElement('iframe');
        frame.src = ${JSON.stringify(FRAME)};
        frame.title = 'Netlify Drawer';
        frame.style.border = '0';
        document.body.appendChild(frame);`,
    }),
  );
  await page.route(`${FRAME}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Drawer</title><p id="drawer">drawer</p>' }),
  );
}

test("deploy preview: Netlify's drawer loads its script and its frame with no CSP violation", async ({ page }) => {
  const watch = await watchPage(page, new URL(previewUrl).origin);
  await injectNetlifyDrawer(page);
  const response = await page.goto(`${previewUrl}/zh/about/`);
  expect(response?.headers()['content-security-policy']).toContain(NETLIFY_DRAWER.frame);
  await expect.poll(() => page.evaluate(() => (window as { __drawerLoader?: boolean }).__drawerLoader)).toBe(true);
  const frame = page.frameLocator('iframe[title="Netlify Drawer"]');
  await expect(frame.locator('#drawer')).toHaveText('drawer');
  await hydrated(page);
  expect(watch.violations, 'CSP violations').toEqual([]);
  expect(watch.errors, 'console errors and failed requests').toEqual([]);
  expect(watch.foreignRequests.sort()).toEqual([FRAME, LOADER].sort());
});

test("production: the browser refuses Netlify's drawer script", async ({ page, baseURL }) => {
  const watch = await watchPage(page, new URL(baseURL!).origin);
  await injectNetlifyDrawer(page);
  const response = await page.goto('/zh/about/');
  expect(response?.headers()['content-security-policy']).not.toMatch(/netlify/);
  await expect.poll(() => watch.violations.length).toBeGreaterThan(0);
  expect(watch.violations[0]).toMatch(new RegExp(`^script-src-elem blocked ${LOADER.replace(/\./g, '\\.')}`));
  expect(await page.evaluate(() => (window as { __drawerLoader?: boolean }).__drawerLoader)).toBeUndefined();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('deploy preview: the banner on every page links to the copy deck in its language', async ({ page }) => {
  for (const [path, deck] of [
    ['/', COPY_DECK_PATH],
    ['/zh/resources/', `/zh${COPY_DECK_PATH}`],
  ]) {
    await page.goto(`${previewUrl}${path}`);
    const link = page.locator('body > nav').getByRole('link');
    await expect(link).toHaveAttribute('href', deck);
    await link.click();
    await expect(page).toHaveURL(`${previewUrl}${deck}`);
    await expect(page.locator('main h1')).toBeVisible();
  }
});

test('production: no page links to a copy deck, and there is none', async ({ page }) => {
  for (const path of ['/', '/zh/']) {
    await page.goto(path);
    await expect(page.locator(`a[href$="${COPY_DECK_PATH}"]`)).toHaveCount(0);
  }
  const deck = await page.goto(COPY_DECK_PATH);
  expect(deck?.status()).toBe(404);
});

for (const path of [COPY_DECK_PATH, `/zh${COPY_DECK_PATH}`]) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`deploy preview ${path} at ${viewport.width} px: readable, no axe finding, no CSP violation`, async ({
      page,
    }) => {
      test.slow(); // axe over some 3,000 elements takes longer than a page of the site
      const watch = await watchPage(page, new URL(previewUrl).origin);
      await page.setViewportSize(viewport);
      await page.goto(`${previewUrl}${path}`);
      await hydrated(page);
      await expect(page.locator('main h1')).toBeVisible();
      expect(await page.locator('li[data-key]').count()).toBeGreaterThan(100);
      // Nothing scrolls sideways: long keys and addresses wrap, the two columns stack on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const columns = page.locator('li[data-key] [data-language]');
      const [first, second] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
      if (name === 'mobile') expect(second!.y).toBeGreaterThan(first!.y);
      else expect(second!.y).toBe(first!.y);
      await expectNoAxeViolations(page, `${path} ${name}`);
      expect(watch.violations, 'CSP violations').toEqual([]);
      expect(watch.errors, 'console errors and failed requests').toEqual([]);
      expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
    });
  }
}
