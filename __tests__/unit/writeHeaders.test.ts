/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspHash, inlineCode } from '../../gatsby/output/headers/inlineCode';
import { robotsTxt } from '../../src/seo/robotsTxt';
import { headerRules } from '../../gatsby/output/headers/securityHeaders';
import { EMPTY_STYLE_HASH, urlPathsOf, writeHeaders } from '../../gatsby/output/headers/writeHeaders';

// The _headers of the production build are checked in __tests__/built/headers.test.ts; a preview's here.
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
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('writeHeaders', () => {
  it('refuses to write headers for an empty build', () => {
    expect(() => writeHeaders(mkdtempSync(join(tmpdir(), 'empty-')), { indexable: true })).toThrow(/no HTML/);
  });

  it('maps files to the URL paths Netlify matches', () => {
    expect(urlPathsOf(join('zh', 'about', 'index.html'))).toEqual(['/zh/about/', '/zh/about/index.html']);
    expect(urlPathsOf('index.html')).toEqual(['/', '/index.html']);
    expect(urlPathsOf('404.html')).toEqual(['/404.html']);
  });
});

/** The headers of a one-page build: every path's (`/*`), and its page's (`/`). */
const headersAt = (path: '/*' | '/', indexable: boolean) => {
  const files = { htmlPaths: ['/'], hashedAssetPaths: [], topLevel: [] };
  const rules = headerRules({ scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-b'"], indexable, files });
  return rules.find((rule) => rule.path === path)!.headers;
};

it("the live site's policy, directive by directive: its own code and hashes, no other source", () => {
  const csp = headersAt('/', true)['Content-Security-Policy'].split('; ');
  expect(csp).toEqual([
    ...["default-src 'self'", "script-src 'self' 'sha256-a'", "style-src 'self' 'sha256-b'", "img-src 'self' data:"],
    ...["object-src 'none'", "base-uri 'self'", "form-action 'none'", "frame-ancestors 'none'"],
  ]);
});

it.each([true, false])('the CSP names only directives all three engines know (indexable: %s)', (indexable) => {
  // WebKit logs a console error for a directive it does not know (manifest-src, prefetch-src among them).
  const known = ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'media-src'];
  known.push('object-src', 'frame-src', 'child-src', 'worker-src', 'base-uri', 'form-action', 'frame-ancestors');
  const csp = headersAt('/', indexable)['Content-Security-Policy'];
  const names = csp.split('; ').map((directive) => directive.split(' ')[0]);
  expect(names.filter((name) => !known.includes(name))).toEqual([]);
});

describe('a deploy preview or branch deploy (not indexable)', () => {
  it('sends X-Robots-Tag: noindex on every path, and robots.txt shuts every crawler out, naming no sitemap', () => {
    expect(headersAt('/*', false)['X-Robots-Tag']).toBe('noindex');
    const robots = robotsTxt({ siteUrl: 'https://deploy-preview-1--coach.netlify.app', indexable: false });
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/^Sitemap:/m);
  });
});
