import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, inlineCode } from '../../src/build/inlineCode';
import { builtPages, publicDir, rootDir as root } from '../helpers/builtSite';
const headersText = readFileSync(join(publicDir, '_headers'), 'utf8');

type Served = { headers: Record<string, string>; sources: Record<string, string[]> };

/**
 * What Netlify would send for each path: public/_headers and netlify.toml
 * parsed by @netlify/headers-parser (an ES module, so through the same
 * script scripts/serve.mjs uses, in its own node process).
 */
function served(...paths: string[]): Record<string, Served> {
  const output = execFileSync(process.execPath, [join(root, 'scripts/netlify-headers.mjs'), ...paths], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('public/_headers', () => {
  it('has a strict CSP on every path that allows each inline script and style of every page by hash', () => {
    const csp = served('/about/')['/about/'].headers['Content-Security-Policy'];
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'none'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['connect-src']).toEqual(["'self'"]);

    const pages = builtPages(publicDir);
    expect(pages.length).toBeGreaterThanOrEqual(8);
    let inlineScripts = 0;
    for (const { file } of pages) {
      const { scripts, styles } = inlineCode(readFileSync(file, 'utf8'));
      inlineScripts += scripts.length;
      for (const script of scripts) expect(directives['script-src']).toContain(cspHash(script));
      for (const style of styles) expect(directives['style-src']).toContain(cspHash(style));
    }
    expect(inlineScripts).toBeGreaterThan(0);
  });

  it('sends the other security headers on every path', () => {
    const all = served('/zh/no-such-page/')['/zh/no-such-page/'].headers;
    expect(all['Content-Security-Policy']).toMatch(/^default-src 'none'/);
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(all['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(all['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  const app = readdirSync(publicDir).find((file) => /^app-[0-9a-f]{20}\.js$/.test(file))!;
  const immutable = [`/${app}`, '/static/abc/1234/image.avif'];
  const revalidate = [
    '/',
    '/about/',
    '/about/index.html',
    '/zh/resources/',
    '/404.html',
    '/page-data/app-data.json',
    '/page-data/about/page-data.json',
  ];

  it('caches hashed files for a year and makes HTML and page data revalidate', () => {
    const result = served(...immutable, ...revalidate);
    for (const path of immutable)
      expect([path, result[path].headers['Cache-Control']]).toEqual([path, 'public, max-age=31536000, immutable']);
    for (const path of revalidate)
      expect([path, result[path].headers['Cache-Control']]).toEqual([path, 'public, max-age=0, must-revalidate']);
  });

  it('never sets one header by two rules for the same path (Netlify would join the values)', () => {
    const result = served(...immutable, ...revalidate, '/favicon.svg', '/zh/no-such-page/');
    for (const [path, { sources }] of Object.entries(result)) {
      for (const [name, rules] of Object.entries(sources)) expect([path, name, rules.length]).toEqual([path, name, 1]);
    }
  });

  it('says whether the build is indexable', () => {
    // Locally and in CI, CONTEXT is unset: a production-like build without X-Robots-Tag.
    if (process.env.CONTEXT && process.env.CONTEXT !== 'production')
      expect(headersText).toMatch(/X-Robots-Tag: noindex/);
    else expect(headersText).not.toMatch(/X-Robots-Tag/);
  });
});
