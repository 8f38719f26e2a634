import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { REPOSITORY, previewEnv } from '../../tools/previewEnv';
import { NETLIFY_DRAWER } from '../../gatsby/headers/securityHeaders';
import { localizePath } from '../../src/i18n/paths';
import { COPY_DECK_PATH } from '../../gatsby/copyDeck/copyDeck';
import { editUrl } from '../../gatsby/copyDeck/repository';
import { lineOf, rowId } from '../../gatsby/copyDeck/strings';
import { loadLocales } from '../support/locales';
import { groupTitle } from '../../gatsby/copyDeck/placements';
import { expectNoAxeViolations } from '../support/axe';
import { copy, fulfillEdited, hydrated, VIEWPORTS } from '../support/site';
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
      // axe over some 3,000 elements: 16-27 s in a full run here, over 90 s when other builds shared the two cores. A limit,
      // not a speed check.
      test.setTimeout(240_000);
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

/** On a phone the banner keeps the deck, proposing a change and the pull request, in a few lines; the rest is in the deck. */
for (const start of ['/about/', '/zh/about/']) {
  test(`deploy preview ${start} on a phone: a short banner with the deck, proposing and the pull request`, async ({
    page,
  }) => {
    const t = copy(start);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`${previewUrl}${start}`);
    const banner = page.getByRole('navigation', { name: t('review:banner.label') });
    await expect(banner.getByRole('link', { name: t('review:banner.deck') })).toBeVisible();
    const number = previewEnv().REVIEW_ID;
    await expect(banner.getByRole('link', { name: t('review:banner.pullRequest', { number }) })).toBeVisible();
    await expect(banner.getByText(t('review:banner.comment'))).toBeHidden();
    await expect(banner.getByRole('link', { name: t('review:banner.propose') })).toBeVisible();
    await expect(banner.locator('time')).toBeHidden();
    const { height, line } = await banner.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(node).lineHeight),
    }));
    // At most three lines of text, its padding aside.
    expect(height).toBeLessThan(4 * line + 16);
  });
}

/**
 * The copy reviewer's path: from a page of the preview, through the banner and the deck's contents, to
 * GitHub's editor on the file that holds a string, on the pull request's branch; at most 4 clicks. GitHub is a stub.
 */
for (const [language, start] of [
  ['en', '/about/'],
  ['zh', '/zh/about/'],
] as const) {
  test(`deploy preview, ${language}: banner → deck → row → GitHub's editor on the file and branch, in ≤ 4 clicks`, async ({
    page,
  }) => {
    const t = copy(start);
    const watch = await watchPage(page, new URL(previewUrl).origin);
    const editor = editUrl(REPOSITORY, `locales/${language}/about.json`);
    expect(editor).toBe(
      `https://github.com/${REPOSITORY.owner}/${REPOSITORY.name}/edit/${REPOSITORY.branch}/locales/${language}/about.json`,
    );
    await page.route('https://github.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>GitHub</title><p id="editor">editor</p>',
      }),
    );
    await page.goto(`${previewUrl}${start}`);
    await hydrated(page);
    let clicks = 0;
    const click = async (target: ReturnType<Page['locator']>) => {
      await target.click();
      clicks += 1;
    };

    // 1. The banner, in the page's language, offers the deck.
    const banner = page.getByRole('navigation', { name: t('review:banner.label') });
    await expect(banner.getByText(t('review:banner.comment'))).toBeVisible();
    await click(banner.getByRole('link', { name: t('review:banner.deck') }));
    await expect(page).toHaveURL(`${previewUrl}${localizePath(COPY_DECK_PATH, language)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('review:title'));

    // 2. The contents list leads to the group of about.json's strings.
    const contents = page.getByRole('navigation', { name: t('review:contents') });
    await click(contents.getByRole('link', { name: groupTitle(t, 'about') }));
    await expect(page).toHaveURL(/#group-about$/);
    const row = page.locator(`#${rowId('about', 'mission')}`);
    await expect(row)
      .toBeInViewport({ ratio: 0.01 })
      .catch(() => undefined);
    await expect(row.getByText(t('about:mission'), { exact: true })).toBeVisible();

    // 3. The row's edit link for this language opens GitHub's editor on the file, on the preview's branch.
    await click(row.getByRole('link', { name: t(`review:edit.${language}`) }));
    await expect(page).toHaveURL(editor);
    await expect(page.locator('#editor')).toBeVisible();
    expect(clicks).toBeLessThanOrEqual(4);
    test.info().annotations.push({ type: 'clicks', description: `${language}: ${clicks} clicks from the banner` });
    const { violations, errors } = watch;
    expect({ violations, errors }).toEqual({ violations: [], errors: [] });
    expect(watch.foreignRequests).toEqual([editor]);
  });
}

test('deploy preview: a row can be linked to, and its link opens the deck at that row in both languages', async ({
  page,
}) => {
  const watch = await watchPage(page, new URL(previewUrl).origin);
  const id = rowId('nav', 'language.current');
  for (const path of [COPY_DECK_PATH, `/zh${COPY_DECK_PATH}`]) {
    await page.goto(`${previewUrl}${path}#${id}`);
    const row = page.locator(`#${id}`);
    await expect(row).toBeInViewport();
    await expect(row.locator('[data-permalink]')).toHaveAttribute('href', `#${id}`);
    // Where it appears, in both languages, to its page.
    const see = row.locator('[data-see]');
    await expect(see).toHaveCount(2);
    expect(await see.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/', '/zh/']);
  }
  expect(watch.errors).toEqual([]);
});

/**
 * A reviewer who knows the change worked: every preview page's banner links the pull request and says when the preview
 * was built; the deck finds an entry by what a reviewer calls it in Chinese (the browser's own find, as Ctrl+F), and
 * shows that entry's line as GitHub's editor will show it.
 */
test('deploy preview: the banner links the pull request; the Chinese deck finds an entry by its Chinese name', async ({
  page,
}) => {
  const watch = await watchPage(page, new URL(previewUrl).origin);
  const env = previewEnv();
  const t = copy(`/zh${COPY_DECK_PATH}`);
  await page.goto(`${previewUrl}/zh/about/`);
  const banner = page.getByRole('navigation', { name: t('review:banner.label') });
  const pullRequest = `https://github.com/${REPOSITORY.owner}/${REPOSITORY.name}/pull/${env.REVIEW_ID}`;
  await expect(
    banner.getByRole('link', { name: t('review:banner.pullRequest', { number: env.REVIEW_ID }) }),
  ).toHaveAttribute('href', pullRequest);
  await banner.locator('time').click();
  await expect(page).toHaveURL(`${previewUrl}/zh${COPY_DECK_PATH}#preview`);
  await expect(page.locator('[data-fact="pullRequest"] a')).toHaveAttribute('href', pullRequest);

  // What a reviewer reading Chinese calls the footer's tagline, typed into the browser's find (window.find is Ctrl+F's).
  const name = t('review:names.terms.tagline');
  // Each further find moves on from the last hit (no wrap-around), as Enter in Ctrl+F does; the tagline's entry is
  // among the hits.
  const rows = await page.evaluate((text) => {
    const find = (window as unknown as { find: (s: string) => boolean }).find;
    const hits: (string | undefined)[] = [];
    while (hits.length < 50 && find(text)) {
      const node = getSelection()?.anchorNode;
      hits.push((node instanceof Element ? node : node?.parentElement)?.closest('li[data-key]')?.id);
    }
    return hits;
  }, name);
  expect(rows).toContain(rowId('footer', 'tagline'));
  const row = page.locator(`#${rowId('footer', 'tagline')}`);
  const value = (loadLocales().zh.footer as { tagline: string }).tagline;
  await expect(row.locator('[data-language="zh"] [data-line]')).toHaveText(lineOf('tagline', value));
  expect(watch.errors).toEqual([]);
});
