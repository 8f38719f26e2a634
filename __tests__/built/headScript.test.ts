import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifyHeadScript } from '../../src/build/minifyHeadScript';

const HEAD_SCRIPT = minifyHeadScript();
const publicDir = join(__dirname, '..', '..', 'public');

/** Every page of the build (not Gatsby's slice fragments). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_gatsby' || name === 'page-data' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const pages = htmlFiles(publicDir).map((path) => ({
  page: relative(publicDir, path),
  html: readFileSync(path, 'utf8'),
}));

describe('the language head script in the build', () => {
  it('covers every page in both languages, 404s included', () => {
    expect(pages.map((p) => p.page).sort()).toEqual(
      expect.arrayContaining([
        'index.html',
        'zh/index.html',
        'about/index.html',
        'zh/about/index.html',
        '404.html',
        'zh/404.html',
      ]),
    );
  });

  it.each(pages)('$page has it once, identical, in <head> before any other script', ({ html }) => {
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = `<script>${HEAD_SCRIPT}</script>`;
    expect(html.split(inline)).toHaveLength(2);
    expect(head).toContain(inline);
    const firstClassicScript = head.search(/<script(?![^>]*type="module")[^>]*>/);
    expect(head.indexOf(inline)).toBe(firstClassicScript);
  });

  it('is small', () => {
    expect(Buffer.byteLength(HEAD_SCRIPT)).toBeLessThan(1600);
    expect(gzipSync(HEAD_SCRIPT, { level: 9 }).length).toBeLessThan(850);
  });
});
