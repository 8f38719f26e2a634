/**
 * @jest-environment jsdom
 *
 * The deploy-preview build kept by `npm run build:preview` in
 * .preview-build/ (built with CONTEXT=deploy-preview, as Netlify builds
 * previews): nothing in it may be indexed, and its addresses are the
 * preview's own, not production's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from '../../e2e/support/site';
import { builtPages, fileForUrl, readPage, rootDir } from '../helpers/builtSite';

const dir = join(rootDir, '.preview-build');
if (!existsSync(join(dir, 'build-env.json'))) {
  throw new Error(
    '.preview-build/ is missing: run `npm run build:preview` (npm test runs it before the production build).',
  );
}
const env: { CONTEXT: string; URL: string; DEPLOY_PRIME_URL: string } = JSON.parse(
  readFileSync(join(dir, 'build-env.json'), 'utf8'),
);
const pages = builtPages(dir);

describe(`deploy-preview build (${env.DEPLOY_PRIME_URL})`, () => {
  it('was built as a deploy preview, with Netlify’s production URL also set', () => {
    expect(env.CONTEXT).toBe('deploy-preview');
    expect(env.URL).not.toBe(env.DEPLOY_PRIME_URL);
    expect(pages.filter((p) => !p.notFound).map((p) => p.path)).toEqual([...PAGES].sort());
  });

  it('robots.txt disallows everything and names no sitemap', () => {
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/^Sitemap:/m);
  });

  it('sends X-Robots-Tag: noindex on every path, as Netlify would serve its _headers', () => {
    const paths = ['/', '/zh/about/', '/sitemap-index.xml', '/static/any.png', '/zh/no-such-page/'];
    const output = execFileSync(process.execPath, [join(rootDir, 'scripts/netlify-headers.mjs'), ...paths], {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, PUBLIC_DIR: dir },
    });
    const served: Record<string, { headers: Record<string, string> }> = JSON.parse(output);
    for (const path of paths) expect([path, served[path].headers['X-Robots-Tag']]).toEqual([path, 'noindex']);
  });

  it.each(pages)('$path carries <meta name="robots" content="noindex">', ({ file }) => {
    expect(readPage(file).metas('robots')).toEqual(['noindex']);
  });

  it.each(pages.filter((p) => !p.notFound))(
    '$path points canonical, alternates and og: at the preview address',
    ({ path, file }) => {
      const page = readPage(file);
      expect(page.canonical).toEqual([`${env.DEPLOY_PRIME_URL}${path}`]);
      expect(page.meta('og:url')).toBe(`${env.DEPLOY_PRIME_URL}${path}`);
      expect(page.meta('og:image')).toBe(`${env.DEPLOY_PRIME_URL}/og-image.png`);
      for (const [, href] of page.alternates) expect(fileForUrl(dir, env.DEPLOY_PRIME_URL, href!)).not.toBeNull();
      expect(page.html).not.toContain(env.URL);
    },
  );
});
