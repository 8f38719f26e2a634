/**
 * The editor at /admin/ (Decap CMS) saving through decap-server on a scratch copy of locales/ and data/: a change in
 * Chinese and in data/ lands in the files, escapes intact, and passes the content check; a text the build refuses is
 * refused in the editor with the rule's message. Runs on a local build (src/site/env.ts: the local backend).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkContentAt } from '../../gatsby/content/check';
import { humanise } from '../../gatsby/admin/config';
import { rootDir } from '../support/builtSite';

test.describe.configure({ mode: 'serial' });
const scratch = mkdtempSync(join(tmpdir(), 'cms-'));
let server: ChildProcess;
const read = (file: string) => JSON.parse(readFileSync(join(scratch, file), 'utf8'));

test.beforeAll(async () => {
  for (const dir of ['locales', 'data', 'gatsby/content'])
    cpSync(join(rootDir, dir), join(scratch, dir), { recursive: true });
  server = spawn(process.execPath, [join(rootDir, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, MODE: 'fs', GIT_REPO_DIRECTORY: scratch, PORT: '8081' },
    stdio: 'pipe',
  });
  await new Promise<void>((resolve) => server.stdout!.on('data', (d: Buffer) => /8081/.test(String(d)) && resolve()));
});
test.afterAll(() => {
  server.kill();
  rmSync(scratch, { recursive: true, force: true });
});

/** Decap's simple publish mode (a local build): Publish, then Publish now. */
const publish = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', { name: /^publish$/i }).click();
  await page.getByText(/^publish now$/i).click();
};

const open = async (page: import('@playwright/test').Page, hash: string) => {
  await page.goto(`/admin/#${hash}`);
  const login = page.getByRole('button', { name: /login/i });
  if (await login.isVisible({ timeout: 5000 }).catch(() => false)) await login.click();
  await page.goto(`/admin/#${hash}`);
};

test('offers every strings file and every key of locales/', async ({ page }) => {
  await open(page, '/collections/strings-zh');
  for (const ns of readdirSync(join(rootDir, 'locales/en')).map((f) => f.replace(/\.json$/, ''))) {
    await page.goto(`/admin/#/collections/strings-zh/entries/${ns}`);
    const keys = Object.keys(read(`locales/en/${ns}.json`));
    for (const key of keys) await expect(page.getByText(humanise(key), { exact: true }).first()).toBeVisible();
  }
});

test('refuses a straight quote and a dropped placeholder with the rule’s message, and saves a good change', async ({
  page,
}) => {
  await open(page, '/collections/strings-zh/entries/about');
  const before = read('locales/zh/about.json');
  const mission = page.getByLabel(humanise('mission'), { exact: true });
  await mission.fill(`${before.mission}"`);
  await expect(page.locator('[data-rule="straight-quote"]')).toBeVisible();
  await page.getByRole('button', { name: /^publish$/i }).click();
  await page.getByText(/^publish now$/i).click();
  await expect(page.getByText(/\[straight-quote\]/).first()).toBeVisible();
  expect(read('locales/zh/about.json').mission).toBe(before.mission);

  const changed = `${before.mission.replace(/。$/, '')}，${before.mission}`;
  await mission.fill(changed);
  await expect(page.locator('[data-rule]')).toHaveCount(0);
  await publish(page);
  await expect.poll(() => read('locales/zh/about.json').mission, { timeout: 15_000 }).toBe(changed);
  expect(readFileSync(join(scratch, 'locales/en/about.json'), 'utf8')).toBe(
    readFileSync(join(rootDir, 'locales/en/about.json'), 'utf8'),
  );

  await open(page, '/collections/strings-zh/entries/footer');
  const email = page.getByLabel(humanise('email'), { exact: true });
  await email.fill((await email.inputValue()).replace(/\{\{\w+\}\}/, ''));
  await expect(page.locator('[data-rule="placeholder-mismatch"]')).toBeVisible();
  expect(checkContentAt(scratch).errors).toEqual([]);
});
