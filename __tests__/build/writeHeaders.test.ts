/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspHash, inlineCode } from '../../src/build/inlineCode';
import { NETLIFY_DRAWER, contentSecurityPolicy, headerRules, renderHeadersFile } from '../../src/build/securityHeaders';
import { EMPTY_STYLE_HASH, urlPathsOf, writeHeaders } from '../../src/build/writeHeaders';
import { resolveSiteAddress } from '../../src/siteAddress';

const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('inlineCode', () => {
  it('finds inline scripts and styles, not external or data scripts', () => {
    const html = page(
      '<script>window.a=1;</script><script src="/app.js" async></script><script type="module">import("/x.js")</script>' +
        '<script type="application/ld+json">{"@type":"Person"}</script><style data-emotion="css 1">.a{color:red}</style>',
      '<SCRIPT id="x">\n  b()\n</SCRIPT >',
    );
    expect(inlineCode(html)).toEqual({
      scripts: ['window.a=1;', 'import("/x.js")', '\n  b()\n'],
      styles: ['.a{color:red}'],
    });
  });

  it('hashes as browsers do: sha256 of the exact UTF-8 text, base64', () => {
    const text = 'window.lang="中";';
    expect(cspHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
    // The well-known hash of the empty string.
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('securityHeaders', () => {
  const files = { htmlPaths: ['/', '/index.html'], hashedAssetPaths: ['/app-0123456789abcdef0123.js'] };

  it('builds a CSP with no unsafe sources', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-b'"] });
    expect(csp).toBe(
      "default-src 'none'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-b'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; manifest-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; object-src 'none'",
    );
  });

  it("lets Netlify's drawer in on review builds only: its loader script and its frame, nothing else", () => {
    const csp = (indexable: boolean) =>
      headerRules({ scriptHashes: ["'sha256-a'"], styleHashes: [], indexable, files })[0].headers[
        'Content-Security-Policy'
      ];
    const directives = (policy: string) =>
      Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const production = directives(csp(true));
    const review = directives(csp(false));
    expect(csp(true)).not.toMatch(/netlify|https:/);
    expect(review['script-src']).toEqual([...production['script-src'], NETLIFY_DRAWER.script]);
    expect(review['frame-src']).toEqual([NETLIFY_DRAWER.frame]);
    expect(production['frame-src']).toBeUndefined();
    // Every other directive is the same in both builds.
    const others = (d: Record<string, string[]>) =>
      Object.entries(d).filter(([name]) => name !== 'script-src' && name !== 'frame-src');
    expect(others(review)).toEqual(others(production));
    expect(Object.keys(review)).toHaveLength(Object.keys(production).length + 1);
  });

  it('adds X-Robots-Tag: noindex only when the build is not indexable', () => {
    const robots = (indexable: boolean) =>
      headerRules({ scriptHashes: [], styleHashes: [], indexable, files })[0].headers['X-Robots-Tag'];
    expect(robots(true)).toBeUndefined();
    expect(robots(false)).toBe('noindex');
    // Netlify's deploy previews and branch deploys are not indexable; production and local builds are.
    expect(resolveSiteAddress({ CONTEXT: 'deploy-preview' }).indexable).toBe(false);
    expect(resolveSiteAddress({ CONTEXT: 'production' }).indexable).toBe(true);
  });

  it('renders Netlify _headers syntax', () => {
    expect(renderHeadersFile([{ path: '/x/*', headers: { A: '1', B: '2' } }], 'note')).toBe(
      '# note\n\n/x/*\n  A: 1\n  B: 2\n',
    );
  });
});

describe('writeHeaders', () => {
  it('hashes the inline code of every page, page by page, and writes public/_headers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), page('<script>detect("home")</script><style>.h{}</style>'));
    writeFileSync(
      join(dir, 'about', 'index.html'),
      page('<script>detect("about")</script>', '<script src="/app-0123456789abcdef0123.js"></script>'),
    );
    writeFileSync(join(dir, 'app-0123456789abcdef0123.js'), '');
    writeFileSync(join(dir, 'robots.txt'), '');

    const report = writeHeaders(dir, { indexable: false });
    const text = readFileSync(join(dir, '_headers'), 'utf8');
    expect(report.scriptHashes).toEqual([cspHash('detect("about")'), cspHash('detect("home")')].sort());
    expect(report.styleHashes).toEqual([cspHash('.h{}'), EMPTY_STYLE_HASH].sort());
    for (const hash of [...report.scriptHashes, ...report.styleHashes]) expect(text).toContain(hash);
    expect(text).toMatch(/\n\/app-0123456789abcdef0123\.js\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
    expect(text).toMatch(/\n\/about\/\n {2}Cache-Control: public, max-age=0, must-revalidate\n/);
    expect(text).toContain('X-Robots-Tag: noindex');
    expect(text).not.toMatch(/robots\.txt/);
  });

  it('refuses to write headers for an empty build', () => {
    expect(() => writeHeaders(mkdtempSync(join(tmpdir(), 'empty-')), { indexable: true })).toThrow(/no HTML/);
  });

  it('maps files to the URL paths Netlify matches', () => {
    expect(urlPathsOf(join('zh', 'about', 'index.html'))).toEqual(['/zh/about/', '/zh/about/index.html']);
    expect(urlPathsOf('index.html')).toEqual(['/', '/index.html']);
    expect(urlPathsOf('404.html')).toEqual(['/404.html']);
  });
});
