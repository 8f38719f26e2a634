import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, inlineCode } from '../../gatsby/output/headers/inlineCode';
import { metaPolicy } from '../../gatsby/output/headers/securityHeaders';
import { minifyHeadScript } from '../../gatsby/language/compileHeadScript';
import { builtPages, publicDir, served } from '../support/builtSite';
import { PAGE_PATHS } from '../support/pages';

const app = readdirSync(publicDir).find((file) => /^app-[0-9a-f]{20}\.js$/.test(file))!;
/** A policy's directives: name → sources. */
const directivesOf = (csp: string) =>
  Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

/** What Netlify will send (tools/netlify-headers.ts: public/_headers and netlify.toml through Netlify's own parser). */
describe('public/_headers', () => {
  it('sends every page and 404 page the literal security headers; caches hashed files for good', () => {
    const image = readdirSync(join(publicDir, 'static'), { recursive: true, encoding: 'utf8' }).find((file) =>
      /\.(avif|webp|png|jpg)$/.test(file),
    )!;
    const pages = [...PAGE_PATHS, '/about/index.html', '/404.html', '/zh/404.html'];
    const data = ['/page-data/app-data.json', '/page-data/about/page-data.json'];
    const hashed = [`/${app}`, `/static/${image}`];
    const result = served(publicDir, [...pages, ...data, ...hashed]);
    const [self, hash] = [["'self'"], expect.stringMatching(/^'sha256-[\w+/]+={0,2}'$/)];
    for (const path of pages) {
      const { headers } = result[path];
      const csp = headers['Content-Security-Policy'];
      expect(csp).not.toMatch(/unsafe|netlify|frame-src|https?:|\*/);
      expect({ path, directives: directivesOf(csp) }).toEqual({
        path,
        // default-src alone: Firefox checks <link rel="prefetch"> of page data against it.
        directives: {
          ...{ 'default-src': self, 'img-src': [...self, 'data:'], 'object-src': ["'none'"], 'base-uri': self },
          'script-src': expect.arrayContaining([...self, hash]),
          'style-src': expect.arrayContaining([...self, hash]),
          'form-action': ["'none'"],
          'frame-ancestors': ["'none'"],
        },
      });
      expect({ path, headers }).toMatchObject({
        path,
        headers: {
          'Strict-Transport-Security': 'max-age=63072000',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'DENY',
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Resource-Policy': 'same-origin',
          'Permissions-Policy': expect.stringMatching(/camera=\(\).*geolocation=\(\).*microphone=\(\)/),
        },
      });
      expect([path, headers['X-Robots-Tag']]).toEqual([path, undefined]);
    }
    for (const path of [...pages, ...data])
      expect([path, result[path].headers['Cache-Control']]).toEqual([path, 'public, max-age=0, must-revalidate']);
    for (const path of hashed)
      expect([path, result[path].headers['Cache-Control']]).toEqual([path, 'public, max-age=31536000, immutable']);
  });

  it("gives the editor at /admin/ its own strict policy and noindex, and Decap's bundle is there", () => {
    const { headers } = served(publicDir, ['/admin/'])['/admin/'];
    expect(headers['X-Robots-Tag']).toBe('noindex');
    const csp = directivesOf(headers['Content-Security-Policy']);
    // Decap evaluates code and styles inline (its own choice, on this page only); nothing else is loosened.
    expect(csp).toMatchObject({
      ...{
        'default-src': ["'self'"],
        'script-src': ["'self'", "'unsafe-eval'"],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
      ...{ 'object-src': ["'none'"], 'base-uri': ["'self'"], 'form-action': ["'none'"], 'frame-ancestors': ["'none'"] },
    });
    expect(Object.values(csp).flat().join(' ')).not.toMatch(/\*|(^| )https?:( |$)/);
    expect(readdirSync(join(publicDir, 'admin'))).toEqual(expect.arrayContaining(['admin.js', 'decap-cms.js']));
  });

  it('allows each inline script and style of every page by hash; the language script is first in <head>', () => {
    const directives = directivesOf(served(publicDir, ['/about/'])['/about/'].headers['Content-Security-Policy']);
    const headScript = `<script>${minifyHeadScript()}</script>`;
    for (const { file } of builtPages(publicDir)) {
      const html = readFileSync(file, 'utf8');
      // Once, identical, before any other classic script (one CSP hash covers every page).
      expect([file, html.split(headScript).length, html.indexOf(headScript)]).toEqual([
        file,
        2,
        html.slice(0, html.indexOf('</head>')).search(/<script(?![^>]*type="module")[^>]*>/),
      ]);
      const { scripts, styles } = inlineCode(html);
      for (const script of scripts) expect(directives['script-src']).toContain(cspHash(script));
      for (const style of styles) expect(directives['style-src']).toContain(cspHash(style));
    }
  });

  it('never sets one header by two rules for the same path (Netlify would join the values)', () => {
    const paths = [`/${app}`, '/static/abc/1234/image.avif', '/', '/about/index.html', '/404.html', '/favicon.svg'];
    const result = served(publicDir, [...paths, '/page-data/app-data.json', '/zh/no-such-page/', '/admin/']);
    for (const [path, { sources }] of Object.entries(result)) {
      for (const [name, rules] of Object.entries(sources)) expect([path, name, rules.length]).toEqual([path, name, 1]);
    }
  });

  it('gives the 404 pages the policy as a <meta>, for misses at paths no rule names (/nope)', () => {
    const page = served(publicDir, ['/about/'])['/about/'];
    for (const { file } of builtPages(publicDir).filter((p) => p.notFound)) {
      const html = readFileSync(file, 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
      expect([file, meta?.[1]]).toEqual([file, metaPolicy(page.headers['Content-Security-Policy'])]);
      // A <meta> policy holds only for what follows it.
      expect(meta!.index).toBeLessThan(html.search(/<(script|style)\b/));
    }
  });
});
