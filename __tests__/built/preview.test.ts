/**
 * @jest-environment jsdom
 *
 * The deploy-preview build in .preview-build/ (`npm run build:preview`): nothing in it may be indexed, its addresses
 * are the preview's own, no part of REPOSITORY_URL's credential is in it, and its banner points to the editor, of
 * which production shows no trace.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_TOKEN, REPOSITORY, previewEnv } from '../../tools/previewEnv';
import { PAGES } from '../support/pages';
import { builtPages, fileForUrl, publicDir, readPage, rootDir, served } from '../support/builtSite';
import { loadLocales } from '../support/locales';

const dir = join(rootDir, '.preview-build');
if (!existsSync(join(dir, 'build-env.json'))) {
  throw new Error(
    '.preview-build/ is missing: run `npm run build:preview` (npm test runs it before the production build).',
  );
}
const env: Record<string, string> = JSON.parse(readFileSync(join(dir, 'build-env.json'), 'utf8'));
const pages = builtPages(dir);
const sitePages = pages;
describe(`deploy-preview build (${env.DEPLOY_PRIME_URL})`, () => {
  it('was built as a deploy preview, with Netlify’s production URL also set', () => {
    expect(env.CONTEXT).toBe('deploy-preview');
    expect(env.URL).not.toBe(env.DEPLOY_PRIME_URL);
    expect(sitePages.filter((p) => !p.notFound).map((p) => p.path)).toEqual([...PAGES].sort());
  });

  it('robots.txt disallows everything and names no sitemap', () => {
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/^Sitemap:/m);
  });

  it('sends X-Robots-Tag: noindex on every path, as Netlify would serve its _headers', () => {
    const paths = ['/', '/zh/about/', '/sitemap-index.xml', '/static/any.png', '/zh/no-such-page/', '/admin/'];
    const headers = served(dir, paths);
    for (const path of paths) expect([path, headers[path].headers['X-Robots-Tag']]).toEqual([path, 'noindex']);
  });

  it.each(pages)(
    '$path is noindex; canonical, alternates and og: are at the preview address',
    ({ path, file, notFound }) => {
      const page = readPage(file);
      expect(page.metas('robots')).toEqual(['noindex']);
      expect(page.html).not.toContain(env.URL);
      if (notFound) return;
      expect(page.canonical).toEqual([`${env.DEPLOY_PRIME_URL}${path}`]);
      expect(page.meta('og:url')).toBe(`${env.DEPLOY_PRIME_URL}${path}`);
      expect(page.meta('og:image')).toBe(`${env.DEPLOY_PRIME_URL}/og-image.png`);
      for (const [, href] of page.alternates) expect(fileForUrl(dir, env.DEPLOY_PRIME_URL, href!)).not.toBeNull();
    },
  );
});

describe('the build holds no part of the credential of REPOSITORY_URL', () => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());
  const repositoryUrl = previewEnv(env.URL).REPOSITORY_URL;
  /** A file's text as one line, without terminal colours: a log wraps long lines, which could split a secret. */
  const compact = (file: string) =>
    readFileSync(file, 'latin1')
      .replace(/\x1b\[[\d;]*[A-Za-z]/g, '')
      .replace(/\s+/g, '');

  it('was built with a REPOSITORY_URL that carries a (fake) token, and kept its log', () => {
    expect(repositoryUrl).toContain(`x-access-token:${FAKE_TOKEN}@github.com/`);
    expect(env.REPOSITORY_URL).toBeUndefined();
    const { owner, name, branch } = REPOSITORY;
    expect(compact(join(dir, 'build-log.txt'))).toContain(`github.com/${owner}/${name}onbranch${branch}`);
    expect(readFileSync(join(dir, 'admin', 'admin.js'), 'utf8')).toContain(`"${owner}/${name}"`);
  });

  it('in no file: page, script, page data, header rules or log line', () => {
    expect(files.length).toBeGreaterThan(100);
    const halves = [FAKE_TOKEN.slice(0, FAKE_TOKEN.length / 2), FAKE_TOKEN.slice(FAKE_TOKEN.length / 2)];
    const secrets = [repositoryUrl, 'x-access-token', ...halves];
    const found = files
      .filter((file) => !/\.(png|avif|webp|jpg|ico)$/.test(file))
      .flatMap((file) => {
        const text = compact(file);
        return secrets
          .filter((secret) => text.includes(secret))
          .map((secret) => `${file}: ${secret.length} characters`);
      });
    expect(found).toEqual([]);
  });
});

const locales = loadLocales();

describe('the preview banner', () => {
  it.each(sitePages)('$path: one line linking the editor, in the language of the page', ({ path, file }) => {
    const page = readPage(file);
    const banner = page.doc.querySelector('body > aside')!;
    expect([...banner.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/admin/']);
    const copy = locales[path.startsWith('/zh/') ? 'zh' : 'en'].preview as { editor: { link: string } };
    expect(banner.querySelector('a')!.textContent).toBe(copy.editor.link);
    expect(banner.querySelectorAll('p')).toHaveLength(1);
  });

  it.each([...sitePages, ...builtPages(publicDir)].map(({ file }) => file))(
    '%s shows no unfilled {{placeholder}}',
    (file) => {
      const { doc } = readPage(file);
      doc.querySelectorAll('script, style').forEach((node) => node.remove());
      const attributes = [...doc.querySelectorAll('*')].flatMap((node) => [...node.attributes].map((a) => a.value));
      expect([doc.body.textContent, doc.title, ...attributes].filter((t) => t?.includes('{{'))).toEqual([]);
    },
  );

  it('production has none, nor any link to the editor', () => {
    const production = builtPages(publicDir);
    expect(production.length).toBeGreaterThanOrEqual(8);
    for (const { file } of production)
      expect([file, readFileSync(file, 'utf8').includes('/admin/')]).toEqual([file, false]);
  });
});
