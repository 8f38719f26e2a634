import { readFileSync } from 'node:fs';
import { minifyHeadScript } from '../../gatsby/language/compileHeadScript';
import { builtPages, publicDir } from '../support/builtSite';

const HEAD_SCRIPT = minifyHeadScript();
const pages = builtPages(publicDir).map(({ path, file }) => ({ page: path, html: readFileSync(file, 'utf8') }));

describe('the language head script in the build', () => {
  it.each(pages)('$page has it once, identical, in <head> before any other script', ({ html }) => {
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = `<script>${HEAD_SCRIPT}</script>`;
    expect(html.split(inline)).toHaveLength(2);
    expect(head).toContain(inline);
    const firstClassicScript = head.search(/<script(?![^>]*type="module")[^>]*>/);
    expect(head.indexOf(inline)).toBe(firstClassicScript);
  });
});
