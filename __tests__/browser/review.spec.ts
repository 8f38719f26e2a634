import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { NETLIFY_DRAWER } from '../../gatsby/headers/securityHeaders';
import { COPY_DECK_PATH } from '../../src/review/copyDeck';
import { expectNoAxeViolations } from '../support/axe';
import { fulfillEdited, hydrated, VIEWPORTS } from '../support/site';
import { watchPage } from '../support/fixtures';

/** Copy review: the deploy-preview build (`npm run build:preview`) served from .preview-build/ on a free port. */
let preview: ChildProcess;
let previewUrl = '';

test.beforeAll(async () => {
  preview = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts', '--dir', '.preview-build', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  previewUrl = await new Promise<string>((resolve, reject) => {
    preview.stdout!.on('data', (chunk: Buffer) => {
      const url = /at (http:\/\/localhost:\d+)/.exec(String(chunk))?.[1];
      if (url) resolve(url);
    });
    preview.on('exit', (code) =>
      reject(new Error(`serve.ts --dir .preview-build exited (${code}): run npm run build:preview`)),
    );
  });
});

test.afterAll(() => preview?.kill());

const LOADER = `${NETLIFY_DRAWER.script}/netlify.js`;
const FRAME = `${NETLIFY_DRAWER.frame}/drawer-stub/`;

/**
 * Netlify's CDN adds the drawer's loader before </body> of every preview page; the loader opens the drawer as a frame
 * from app.netlify.com. Both are stubs answered here: nothing leaves the machine.
 */
async function injectNetlifyDrawer(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('/'),
    async (route) => {
      if (route.request().resourceType() !== 'document' || !route.request().url().startsWith('http://localhost'))
        return route.fallback();
      await fulfillEdited(route, (html) => html.replace('</body>', `<script src="${LOADER}"></script></body>`));
    },
  );
  await page.route(LOADER, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__drawerLoader = true; var frame = document.createElement('iframe');
        frame.src = ${JSON.stringify(FRAME)}; frame.title = 'Netlify Drawer'; document.body.appendChild(frame);`,
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
  const csp = response?.headers()['content-security-policy'];
  expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${NETLIFY_DRAWER.script.replace(/\./g, '\\.')}`));
  expect(csp).toContain(`frame-src ${NETLIFY_DRAWER.frame}`);
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

for (const path of [COPY_DECK_PATH, `/zh${COPY_DECK_PATH}`]) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`deploy preview ${path} at ${viewport.width} px: readable, no axe or CSP violation`, async ({ page }) => {
      test.slow(); // axe over some 3,000 elements
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
      const { violations, errors, foreignRequests } = watch;
      expect({ violations, errors, foreignRequests }).toEqual({ violations: [], errors: [], foreignRequests: [] });
    });
  }
}
