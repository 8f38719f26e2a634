import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES, getLanguage } from '../../src/i18n/languages';
import { publicDir, rootDir as root } from '../support/builtSite';

// How tools/serve.ts answers misses by these rules is __tests__/browser/site.spec.ts's "404" test.
const toml = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as { build: { publish: string } };
const redirectsFile = join(publicDir, '_redirects');
/** public/_redirects, rule by rule: [from, to, status]. */
const rules = (existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '')
  .split('\n')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .map((line) => line.trim().split(/\s+/));
const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
const notFoundTitle = (code: string) =>
  JSON.parse(readFileSync(join(root, 'locales', code, 'notFound.json'), 'utf8')).title as string;

describe("the build's 404 rules for Netlify", () => {
  it('publishes the folder the build wrote; _redirects holds one 404 rule per prefixed language, nothing else', () => {
    expect(join(root, toml.build.publish)).toBe(publicDir);
    expect(existsSync(join(publicDir, 'index.html'))).toBe(true);
    // No catch-all, nothing forced: Netlify answers other misses with /404.html and serves every page as it is.
    expect(rules).toEqual(PREFIXED_LANGUAGES.map(({ code }) => [`/${code}/*`, `/${code}/404.html`, '404']));
  });

  it.each([
    ...rules.map(([from, to]) => ({ code: from.split('/')[1], to })),
    // Netlify's page for every other miss.
    { code: DEFAULT_LANGUAGE, to: '/404.html' },
  ])('$to, a 404 page for $code, exists in that language', ({ code, to }) => {
    const html = readFileSync(join(publicDir, to), 'utf8');
    expect(htmlLang(html)).toBe(getLanguage(code).htmlLang);
    expect(html).toContain(notFoundTitle(code));
  });
});
