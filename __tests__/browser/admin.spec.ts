/** The editor at /admin/ (Decap CMS) as a local build makes it, saving through decap-server on a scratch copy of
 * locales/ and data/ (never the working tree); the spec builds, serves and stops all of it itself. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { checkContentAt } from '../../gatsby/content/check';
import { humanise } from '../../gatsby/admin/config';
import { buildAdmin } from '../../gatsby/admin/build';
import { writeHeaders } from '../../gatsby/output/headers/writeHeaders';
import { buildEnv } from '../../src/site/env';
import { publicDir, rootDir } from '../support/builtSite';

test.describe.configure({ mode: 'serial' });
const scratch = mkdtempSync(join(tmpdir(), 'cms-'));
const site = join(scratch, 'site');
const servers: ChildProcess[] = [];
let origin = '';
const text = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const read = (file: string) => JSON.parse(text(scratch, file));
/** The file as saved, once decap-server has written all of it (polled: a read mid-write finds it empty). */
const saved = (file: string) => {
  try {
    return read(file);
  } catch {
    return undefined;
  }
};

/** Starts a process and waits for the line that says it listens; `match` takes what the test needs from it. */
const start = (args: string[], env: NodeJS.ProcessEnv, match: RegExp) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: 'pipe' });
    servers.push(child);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    child.stdout!.on('data', (d: Buffer) => {
      const found = match.exec(String(d));
      if (found) resolve(found[1]);
    });
  });

test.beforeAll(async () => {
  for (const dir of ['locales', 'data', 'gatsby/content'])
    cpSync(join(rootDir, dir), join(scratch, dir), { recursive: true });
  // A local build's /admin/ (the proxy backend) and its _headers, beside the production build's home and 404 pages.
  buildAdmin(rootDir, site, buildEnv({}));
  for (const file of ['index.html', '404.html']) copyFileSync(join(publicDir, file), join(site, file));
  writeHeaders(site, { indexable: true, localEditor: true });
  const port = await start(['--import', 'tsx', 'tools/serve.ts', '--port', '0', '--dir', site], {}, /:(\d+) /);
  origin = `http://localhost:${port}`;
  const decap = join(rootDir, 'node_modules/decap-server/dist/index.js');
  await start([decap], { MODE: 'fs', GIT_REPO_DIRECTORY: scratch, PORT: '8081' }, /(8081)/);
});
test.afterAll(() => {
  for (const server of servers) server.removeAllListeners('exit').kill();
  rmSync(scratch, { recursive: true, force: true });
});

/** An entry from a fresh page load (no "leave this page?" prompt about unsaved changes), logged in to the proxy. */
const open = async (page: Page, hash: string) => {
  page.removeAllListeners('dialog').on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${origin}/admin/#${hash}`);
  const login = page.getByRole('button', { name: /login/i });
  if (await login.isVisible({ timeout: 5000 }).catch(() => false)) await login.click();
  await page.goto('about:blank');
  await page.goto(`${origin}/admin/#${hash}`);
};

/** Decap's simple publish mode (a local build): Publish, then Publish now. */
const publish = async (page: Page) => {
  await page.getByRole('button', { name: /^publish$/i }).click();
  await page.getByText(/^publish now$/i).click();
};

test('offers every strings file and every key of locales/', async ({ page }) => {
  await open(page, '/collections/strings-zh');
  for (const ns of readdirSync(join(rootDir, 'locales/en')).map((f) => f.replace(/\.json$/, ''))) {
    await page.goto(`${origin}/admin/#/collections/strings-zh/entries/${ns}-zh`);
    const keys = Object.keys(read(`locales/en/${ns}.json`));
    for (const key of keys) await expect(page.getByText(humanise(key), { exact: true }).first()).toBeVisible();
  }
});

test('refuses a straight quote with the rule’s message, and does not save it', async ({ page }) => {
  await open(page, '/collections/strings-zh/entries/about-zh');
  const before = text(scratch, 'locales/zh/about.json');
  const mission = page.getByLabel(humanise('mission'), { exact: true });
  await mission.fill(`${await mission.inputValue()}"`);
  await expect(page.locator('[data-rule="straight-quote"]')).toBeVisible();
  await publish(page);
  // Said once, without the rule's code, and the excerpt as typed (no JSON escape).
  await expect(page.locator('[data-rule="straight-quote"]')).toHaveText(/^[^[\\]*$/);
  await expect(page.getByText(/straight/)).toHaveCount(1);
  expect(text(scratch, 'locales/zh/about.json')).toBe(before);
});

test('refuses a dropped {{placeholder}} with the rule’s message, in either language', async ({ page }) => {
  for (const lng of ['zh', 'en']) {
    await open(page, `/collections/strings-${lng}/entries/footer-${lng}`);
    const email = page.getByLabel(humanise('email'), { exact: true });
    await email.fill((await email.inputValue()).replace(/\{\{\w+\}\}/, ''));
    await expect(page.locator('[data-rule="placeholder-mismatch"]')).toBeVisible();
  }
});

test('refuses a button’s name that no longer starts with its label, as the build does', async ({ page }) => {
  await open(page, '/collections/strings-zh/entries/services-zh');
  const name = page.getByLabel(humanise('ctaName'), { exact: true }).first();
  await name.fill(`「${await name.inputValue()}」`);
  await expect(page.locator('[data-rule="label-in-name"]')).toBeVisible();
});

test('saves the Chinese mission and a resource’s description: only they change in the files, and the pages show them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [about, resources] = ['locales/zh/about.json', 'data/resources.json'];
  const before = { [about]: text(scratch, about), [resources]: text(scratch, resources) };
  // The file has escapes (\u00a0 and others) that a save must keep as they are.
  expect(before[resources]).toMatch(/\\u[0-9a-f]{4}/);
  const { mission } = read(about);
  const longer = `${mission.replace(/。$/, '')}，${mission}`;
  await open(page, '/collections/strings-zh/entries/about-zh');
  await page.getByLabel(humanise('mission'), { exact: true }).fill(longer);
  await expect(page.locator('[data-rule]')).toHaveCount(0);
  await publish(page);
  await expect.poll(() => saved(about)?.mission, { timeout: 15_000 }).toBe(longer);

  const resource = read(resources)[1];
  const description = `${resource.description} ${resource.description}`;
  await open(page, '/collections/data/entries/resources');
  // The list's items open with its Expand button; the description is the second of the list's.
  await page.getByRole('button', { name: /^expand$/i }).click();
  await page.getByLabel(humanise('description'), { exact: true }).nth(1).fill(description);
  await publish(page);
  await expect.poll(() => saved(resources)?.[1].description, { timeout: 15_000 }).toBe(description);

  const swap = (file: string, key: string, from: string, to: string) =>
    before[file].replace(`"${key}": ${JSON.stringify(from)}`, `"${key}": ${JSON.stringify(to)}`);
  expect(text(scratch, about)).toBe(swap(about, 'mission', mission, longer));
  expect(text(scratch, resources)).toBe(swap(resources, 'description', resource.description, description));
  expect(checkContentAt(scratch).errors).toEqual([]);

  // The pages render the saved files: their unit tests (the project's rendering) on the scratch copy.
  const jest = join(rootDir, 'node_modules/jest/bin/jest.js');
  const pages = ['--selectProjects', 'unit', '--testPathPattern', '(AboutPage|ResourcesPage)\\.test'];
  const run = spawnSync(process.execPath, [jest, ...pages], {
    cwd: rootDir,
    env: { ...process.env, CONTENT_ROOT: scratch },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
});
