import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, inlineCode } from '../../gatsby/headers/inlineCode';
import { metaPolicy } from '../../gatsby/headers/securityHeaders';
import { minifyHeadScript } from '../../gatsby/language/compileHeadScript';
import { buildEnv } from '../../src/site/env';
import { builtPages, publicDir, served } from '../support/builtSite';

// The literal headers, page by page, are __tests__/browser/security.spec.ts's; here: what needs the build's files.
describe('public/_headers', () => {
  it('allows each inline script and style of every page by hash; the language script is first in <head>', () => {
    const csp = served(publicDir, ['/about/'])['/about/'].headers['Content-Security-Policy'];
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const pages = builtPages(publicDir);
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const headScript = `<script>${minifyHeadScript()}</script>`;
    for (const { file } of pages) {
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
    const app = readdirSync(publicDir).find((file) => /^app-[0-9a-f]{20}\.js$/.test(file))!;
    const paths = [`/${app}`, '/static/abc/1234/image.avif', '/', '/about/index.html', '/404.html', '/favicon.svg'];
    const result = served(publicDir, [...paths, '/page-data/app-data.json', '/zh/no-such-page/', '/admin/']);
    for (const [path, { sources }] of Object.entries(result)) {
      for (const [name, rules] of Object.entries(sources)) expect([path, name, rules.length]).toEqual([path, name, 1]);
    }
  });

  it('gives the 404 pages the policy as a <meta>, for misses at paths no rule names (/nope)', () => {
    const page = served(publicDir, ['/about/'])['/about/'];
    const notFound = builtPages(publicDir).filter((p) => p.notFound);
    expect(notFound.length).toBeGreaterThan(0);
    for (const { file } of notFound) {
      const html = readFileSync(file, 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
      expect([file, meta?.[1]]).toEqual([file, metaPolicy(page.headers['Content-Security-Policy'])]);
      // A <meta> policy holds only for what follows it.
      expect(meta!.index).toBeLessThan(html.search(/<(script|style)\b/));
    }
  });

  it('says whether the build is indexable', () => {
    // Locally and in CI, CONTEXT is unset: a production-like build without X-Robots-Tag.
    const headersText = readFileSync(join(publicDir, '_headers'), 'utf8');
    if (!buildEnv().indexable) expect(headersText).toMatch(/X-Robots-Tag: noindex/);
    else expect(headersText).not.toMatch(/X-Robots-Tag/);
  });
});
