/**
 * @jest-environment jsdom
 *
 * The deploy-preview build in .preview-build/ (`npm run build:preview`): nothing in it may be indexed, its addresses
 * are the preview's own, and it has a copy deck of every string of locales/, of which public/ carries no trace.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeChanges, type LocaleFiles } from '../../src/review/changes';
import { COPY_DECK_PATH } from '../../src/review/copyDeck';
import { PAGES } from '../support/pages';
import { sitePlaceholders } from '../../src/data/site';
import { isHidden, placementOf } from '../../src/review/placements';
import { changeId, citation, leavesOf } from '../../src/review/strings';
import { builtPages, fileForUrl, publicDir, readPage, rootDir, served } from '../support/builtSite';
import { loadLocales } from '../support/locales';

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
const isDeck = (path: string) => path.endsWith(COPY_DECK_PATH);
const sitePages = pages.filter((p) => !isDeck(p.path));
describe(`deploy-preview build (${env.DEPLOY_PRIME_URL})`, () => {
  it('was built as a deploy preview, with Netlify’s production URL also set', () => {
    expect(env.CONTEXT).toBe('deploy-preview');
    expect(env.URL).not.toBe(env.DEPLOY_PRIME_URL);
    expect(sitePages.filter((p) => !p.notFound).map((p) => p.path)).toEqual([...PAGES].sort());
  });

  it('robots.txt disallows everything and names no sitemap', () => {
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/^Sitemap:/m);
  });

  it('sends X-Robots-Tag: noindex on every path, as Netlify would serve its _headers', () => {
    const paths = ['/', '/zh/about/', '/sitemap-index.xml', '/static/any.png', '/zh/no-such-page/', COPY_DECK_PATH];
    const headers = served(dir, paths);
    for (const path of paths) expect([path, headers[path].headers['X-Robots-Tag']]).toEqual([path, 'noindex']);
  });

  it.each(pages)(
    '$path is noindex; canonical, alternates and og: are at the preview address',
    ({ path, file, notFound }) => {
      const page = readPage(file);
      expect(page.metas('robots')).toEqual(['noindex']);
      expect(page.html).not.toContain(env.URL);
      if (notFound || isDeck(path)) return;
      expect(page.canonical).toEqual([`${env.DEPLOY_PRIME_URL}${path}`]);
      expect(page.meta('og:url')).toBe(`${env.DEPLOY_PRIME_URL}${path}`);
      expect(page.meta('og:image')).toBe(`${env.DEPLOY_PRIME_URL}/og-image.png`);
      for (const [, href] of page.alternates) expect(fileForUrl(dir, env.DEPLOY_PRIME_URL, href!)).not.toBeNull();
    },
  );
});

const files = loadLocales() as LocaleFiles;
const languages = Object.keys(files);
const split = (id: string) => id.split(/:(.*)/, 2) as [string, string];
/** Every string: `ns:key` → { en: text, zh: text }. */
const strings = new Map<string, Record<string, string>>();
for (const lng of languages)
  for (const [ns, json] of Object.entries(files[lng]))
    for (const { key, value } of leavesOf(json)) {
      if (!strings.has(`${ns}:${key}`)) strings.set(`${ns}:${key}`, {});
      strings.get(`${ns}:${key}`)![lng] = value;
    }

describe.each([COPY_DECK_PATH, `/zh${COPY_DECK_PATH}`])('the copy deck at %s', (path) => {
  const file = join(dir, path, 'index.html');
  const page = readPage(file);
  const rows = [...page.doc.querySelectorAll('li[data-key]')];

  it('is in its language, and left out of the sitemap', () => {
    expect(page.lang).toBe(path.startsWith('/zh/') ? 'zh-HK' : 'en');
    expect(readFileSync(join(dir, 'sitemap-0.xml'), 'utf8')).not.toContain(COPY_DECK_PATH);
  });

  it('lists every key of every namespace once, with its file › key and the text of each language', () => {
    expect(strings.size).toBeGreaterThan(100);
    expect(rows).toHaveLength(strings.size);
    const text = (row: Element, lng: string) => row.querySelector(`[data-language="${lng}"] [data-text]`)?.textContent;
    const listed = rows.map((row) => {
      const id = row.getAttribute('data-key')!;
      return [id, row.querySelector('code')!.textContent, ...languages.map((lng) => text(row, lng))];
    });
    const expected = [...strings].map(([id, texts]) => [id, citation(...split(id)), ...languages.map((l) => texts[l])]);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('says where each string appears, including the ones no page shows as text', () => {
    const hidden = rows.filter(
      (row) => !row.querySelector('[data-places]')!.getAttribute('data-places')!.includes('text'),
    );
    const expectedHidden = [...strings.keys()].filter((id) => isHidden(placementOf(...split(id))));
    expect(hidden.map((row) => row.getAttribute('data-key')).sort()).toEqual(expectedHidden.sort());
    expect(hidden.length).toBeGreaterThan(20);
    for (const row of rows) {
      const places = row.querySelector('[data-places]')!;
      expect(places.getAttribute('data-places')).not.toMatch(/unplaced/);
      // The place is written out in the page's language, not left as a key.
      expect(places.textContent).not.toMatch(/review:|places\./);
    }
  });

  it('marks exactly the strings this build changes compared with the production branch, or says it cannot tell', () => {
    const changes = localeChanges(rootDir, files);
    const status = page.doc.querySelector('[data-changes]')!.getAttribute('data-changes');
    expect(status).toBe(changes.known ? 'known' : changes.reason);
    const marked = rows.flatMap((row) =>
      [...row.querySelectorAll('[data-language]')]
        .filter((column) => column.querySelector('[data-change]'))
        .map((column) => changeId(column.getAttribute('data-language')!, ...split(row.getAttribute('data-key')!))),
    );
    expect(marked.sort()).toEqual(changes.known ? Object.keys(changes.strings).sort() : []);
  });

  it("lists data/site.json's placeholders", () => {
    const listed = [...page.doc.querySelectorAll('[data-placeholder]')].map((el) =>
      el.getAttribute('data-placeholder'),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(sitePlaceholders.map((p) => p.key));
  });
});

describe('review builds and production', () => {
  it.each(sitePages)('preview $path links to the copy deck in its language', ({ path, file }) => {
    const banner = readPage(file).doc.querySelector('body > nav a');
    expect(banner?.getAttribute('href')).toBe(path.startsWith('/zh/') ? `/zh${COPY_DECK_PATH}` : COPY_DECK_PATH);
  });

  it('production carries no copy deck: no page, page data, chunk, link, banner or string of it', () => {
    const production = builtPages(publicDir);
    expect(production.length).toBeGreaterThanOrEqual(8);
    expect(production.filter((p) => isDeck(p.path))).toEqual([]);
    expect(existsSync(join(publicDir, 'page-data', COPY_DECK_PATH))).toBe(false);
    const review = files.en.review as { banner: { deck: string } };
    const traces = (text: string) =>
      [COPY_DECK_PATH, 'review-banner', review.banner.deck].filter((t) => text.includes(t));
    for (const { file } of production) expect([file, traces(readFileSync(file, 'utf8'))]).toEqual([file, []]);
    // The chunks of this build, as webpack lists them (public/ may still hold files of an earlier build).
    const { assetsByChunkName } = JSON.parse(readFileSync(join(publicDir, 'webpack.stats.json'), 'utf8')) as {
      assetsByChunkName: Record<string, string[]>;
    };
    expect(Object.keys(assetsByChunkName).filter((chunk) => /review|copy-?deck/i.test(chunk))).toEqual([]);
    const scripts = [...new Set(Object.values(assetsByChunkName).flat())].filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts)
      expect([script, traces(readFileSync(join(publicDir, script), 'utf8'))]).toEqual([script, []]);
    expect(readFileSync(join(publicDir, 'sitemap-0.xml'), 'utf8')).not.toContain(COPY_DECK_PATH);
  });
});
