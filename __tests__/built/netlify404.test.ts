import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { DEFAULT_LANGUAGE, getLanguage } from '../../src/i18n/languages';
import { publicDir, rootDir as root } from '../support/builtSite';

// How tools/serve.ts answers misses by these rules is __tests__/browser/site.spec.ts's "404" test.
const toml = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as {
  build: { publish: string };
  redirects?: { from: string; to: string; status?: number }[];
};
const notFoundRules = (toml.redirects ?? []).filter((rule) => rule.status === 404);
const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
const notFoundTitle = (code: string) =>
  JSON.parse(readFileSync(join(root, 'locales', code, 'notFound.json'), 'utf8')).title as string;

describe('netlify.toml against the build', () => {
  it('publishes the folder the build wrote, and has 404 rules', () => {
    expect(join(root, toml.build.publish)).toBe(publicDir);
    expect(existsSync(join(publicDir, 'index.html'))).toBe(true);
    expect(notFoundRules.length).toBeGreaterThan(0);
  });

  it.each([
    ...notFoundRules.map(({ from, to }) => ({ code: from.split('/')[1], to })),
    // Netlify's page for every other miss.
    { code: DEFAULT_LANGUAGE, to: '/404.html' },
  ])('$to, a 404 page for $code, exists in that language', ({ code, to }) => {
    const html = readFileSync(join(publicDir, to), 'utf8');
    expect(htmlLang(html)).toBe(getLanguage(code).htmlLang);
    expect(html).toContain(notFoundTitle(code));
  });

  it('has no _redirects of its own that Netlify would apply before these rules', () => {
    // A rule there for the same paths (such as the 200 rewrite gatsby-adapter-netlify makes of /zh/*) would win.
    const file = join(publicDir, '_redirects');
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    expect(lines.map((line) => line.trim()).filter((line) => line && !line.startsWith('#'))).toEqual([]);
  });
});
