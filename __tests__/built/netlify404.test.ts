import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { DEFAULT_LANGUAGE, getLanguage } from '../../src/i18n/languages';

const root = join(__dirname, '..', '..');
const publicDir = join(root, 'public');
const publish = (parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as { build: { publish: string } }).build
  .publish;
const redirects = (parse(readFileSync(join(root, 'netlify.toml'), 'utf8')).redirects ?? []) as {
  from: string;
  to: string;
  status?: number;
}[];
const notFoundRules = redirects.filter((rule) => rule.status === 404);

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
const notFoundTitle = (code: string) =>
  JSON.parse(readFileSync(join(root, 'locales', code, 'nav.json'), 'utf8')).notFound.title as string;

describe('netlify.toml against the build', () => {
  it('publishes the folder the build wrote', () => {
    expect(join(root, publish)).toBe(publicDir);
    expect(existsSync(join(publicDir, 'index.html'))).toBe(true);
  });

  it('has 404 rules to check', () => {
    expect(notFoundRules.length).toBeGreaterThan(0);
  });

  it.each(notFoundRules)('$from -> $to: the page exists, in the language of its prefix', ({ from, to }) => {
    const code = from.split('/')[1];
    const file = join(publicDir, to);
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(htmlLang(html)).toBe(getLanguage(code).htmlLang);
    expect(html).toContain(notFoundTitle(code));
  });

  it("public/404.html, Netlify's page for every other miss, is the English 404", () => {
    const html = readFileSync(join(publicDir, '404.html'), 'utf8');
    expect(htmlLang(html)).toBe(getLanguage(DEFAULT_LANGUAGE).htmlLang);
    expect(html).toContain(notFoundTitle(DEFAULT_LANGUAGE));
  });

  it('has no _redirects of its own that Netlify would apply before these rules', () => {
    // Netlify reads public/_redirects first: a rule there for the same paths
    // (such as the 200 rewrite gatsby-adapter-netlify makes of /zh/*) would win.
    const file = join(publicDir, '_redirects');
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    const rules = lines.map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([]);
  });
});

describe('misses, served the way netlify.toml says (scripts/serve.mjs)', () => {
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    base = `http://localhost:${port}`;
    server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { cwd: root, stdio: 'pipe' });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });
  afterAll(() => {
    server?.kill();
  });

  it.each([
    { path: '/zh/no-such-page/', status: 404, lang: 'zh-HK', text: notFoundTitle('zh') },
    { path: '/zh/about/missing', status: 404, lang: 'zh-HK', text: notFoundTitle('zh') },
    { path: '/no-such-page/', status: 404, lang: 'en', text: notFoundTitle('en') },
    { path: '/zhx/no-such-page/', status: 404, lang: 'en', text: notFoundTitle('en') },
    { path: '/zh/about/', status: 200, lang: 'zh-HK', text: '' },
  ])('$path answers $status in $lang', async ({ path, status, lang, text }) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    const html = await response.text();
    expect({ status: response.status, lang: htmlLang(html) }).toEqual({ status, lang });
    expect(html).toContain(text);
  });
});
