/** @jest-environment jsdom */
// What search engines and link previews read from every page of public/, the sitemap and Netlify's 404 rules.
import { PAGE_PATHS } from '../support/pages';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES, languagePrefix } from '../../src/i18n/languages';
import { localizePath, stripLanguagePrefix } from '../../src/i18n/paths';
import { buildEnv } from '../../src/site/env';
import { pageAt } from '../../src/site/pages';
import sharp from 'sharp';
import { builtPages, fileForUrl, languageOf, publicDir, readPage } from '../support/builtSite';
import { translator } from '../support/locales';

// The production build: Netlify's URL if set, else data/site.json.
const { siteUrl } = buildEnv({ ...process.env, CONTEXT: 'production' });
const pages = builtPages(publicDir);
const indexed = pages.filter((p) => !p.notFound);
const notFound = pages.filter((p) => p.notFound);
const han = /\p{Script=Han}/u;
/** gatsby-plugin-manifest's file for a language: the default's, else one named by its htmlLang. */
const manifestOf = (code: string) =>
  code === DEFAULT_LANGUAGE
    ? 'manifest.webmanifest'
    : `manifest_${LANGUAGES.find((l) => l.code === code)!.htmlLang}.webmanifest`;
/** A PNG's width and height (sharp, as unit/images.test.ts reads them); throws if it is not a PNG. */
const pngSize = (file: string) =>
  sharp(file)
    .metadata()
    .then(({ format, width, height }) => (format === 'png' ? [width, height] : Promise.reject(`${file}: ${format}`)));
const readManifest = (name: string) => JSON.parse(readFileSync(join(publicDir, name), 'utf8'));

describe('the production build', () => {
  it('has every page in both languages, and the 404 pages', () => {
    expect(indexed.map((p) => p.path)).toEqual([...PAGE_PATHS].sort());
    const notFoundPaths = LANGUAGES.flatMap(({ code }) =>
      ['404.html', '404/'].map((f) => `${languagePrefix(code)}/${f}`),
    );
    expect(notFound.map((p) => p.path).sort()).toEqual(notFoundPaths.sort());
  });

  // Each rule's target is a 404 page of its language (above, and its lang and title below).
  // That netlify.toml publishes public/: unit/netlify.test.ts.
  it('has _redirects with one 404 rule per prefixed language, nothing else', () => {
    const redirects = join(publicDir, '_redirects');
    const rules = (existsSync(redirects) ? readFileSync(redirects, 'utf8') : '')
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    // No catch-all, nothing forced: Netlify answers other misses with /404.html and serves every page as it is.
    expect(rules).toEqual(PREFIXED_LANGUAGES.map(({ code }) => [`/${code}/*`, `/${code}/404.html`, '404']));
  });
});

describe.each(pages)('$path', ({ path, file, notFound: is404 }) => {
  const page = readPage(file);
  const language = languageOf(path);
  const t = translator(language.code);
  const id = pageAt(path)!.id;
  // Its <id>.json › meta and nav.json › meta.ogImageAlt, as i18next fills them in ({{brand}}).
  const [title, description] = [t(`${id}:meta.title`), t(`${id}:meta.description`)];
  const imageAlt = t('nav:meta.ogImageAlt');

  it('has its lang, one title, a description, cards, robots, canonical, alternates, icons and manifest', async () => {
    const image = `${siteUrl}/og-image.png`;
    const en = stripLanguagePrefix(path);
    const pair = [...LANGUAGES.map(({ code, htmlLang }) => [htmlLang, localizePath(en, code)]), ['x-default', en]];
    const self = is404 ? [] : [`${siteUrl}${path}`];
    const expected = {
      lang: [language.htmlLang],
      title: [title],
      description: [description],
      robots: is404 ? ['noindex'] : [],
      canonical: self,
      // Each language and x-default, the same on each page of the set: each language points back.
      alternates: is404 ? [] : pair.map(([lang, href]) => [lang, `${siteUrl}${href}`]),
      'og:url': self,
      'og:title': [title],
      'og:description': [description],
      'twitter:title': [title],
      'twitter:description': [description],
      'twitter:card': ['summary_large_image'],
      'og:locale': [language.ogLocale],
      'og:locale:alternate': LANGUAGES.filter((other) => other.code !== language.code).map((other) => other.ogLocale),
      'og:image': [image],
      'twitter:image': [image],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:alt': [imageAlt],
      'twitter:image:alt': [imageAlt],
      icon: ['/favicon.ico', '/favicon.svg'],
      'apple-touch-icon': ['/apple-touch-icon.png'],
      manifest: [`/${manifestOf(language.code)}`],
      'theme-color': [readManifest(manifestOf(language.code)).theme_color],
    };
    const titles = [...page.doc.querySelectorAll('head > title')].map((title) => title.textContent);
    const hrefs = (rel: string) => page.links(rel).map((l) => l.getAttribute('href'));
    const found = {
      ...{ lang: [page.lang], title: titles, canonical: page.canonical, alternates: page.alternates },
      ...{ icon: hrefs('icon').sort(), 'apple-touch-icon': hrefs('apple-touch-icon'), manifest: hrefs('manifest') },
    };
    const metas = Object.keys(expected).filter((name) => !(name in found));
    expect({ ...found, ...Object.fromEntries(metas.map((name) => [name, page.metas(name)])) }).toEqual(expected);
    // Han in a Chinese page's title and description, none in English: with check:content's duplicate-title, unique.
    expect(han.test(title + description)).toBe(Boolean(language.han));
    expect(await pngSize(fileForUrl(publicDir, siteUrl, image)!)).toEqual([1200, 630]);
    for (const [, url] of page.alternates) expect([url, fileForUrl(publicDir, siteUrl, url!)]).not.toContain(null);
  });
});

describe('icons and web app manifest', () => {
  it.each(LANGUAGES.map((language) => ({ language, name: manifestOf(language.code) })))(
    '$name has names, colours and brand-mark icons that exist at their sizes',
    async ({ language, name }) => {
      const manifest = readManifest(name);
      const t = translator(language.code);
      const meta = (key: string) => t(`nav:meta.${key}`);
      expect([manifest.lang, manifest.start_url]).toEqual([language.htmlLang, localizePath('/', language.code)]);
      expect(manifest.name).toBe(meta('siteName'));
      // Its 12-character limit is a check:content rule, on locales/*/nav.json › meta.shortName.
      expect(manifest.short_name).toBe(meta('shortName'));
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.display).toBe('standalone');
      const icons: { src: string; sizes: string; type: string }[] = manifest.icons;
      for (const icon of icons)
        expect([icon.type, (await pngSize(join(publicDir, icon.src))).join('x')]).toEqual(['image/png', icon.sizes]);
      expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    },
  );

  // favicon.ico and .svg as art/ renders them: unit/images.test.ts; that each page's icons exist: the link check.
  it('serves a 180×180 apple-touch-icon', async () => {
    expect(await pngSize(join(publicDir, 'apple-touch-icon.png'))).toEqual([180, 180]);
  });
});

describe('robots.txt (production)', () => {
  const robots = readFileSync(join(publicDir, 'robots.txt'), 'utf8');

  it('lets crawlers in and names the sitemap, which exists', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: *\/\s*$/m);
    const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]);
    expect(sitemaps).toEqual([`${siteUrl}/sitemap-index.xml`]);
    expect(existsSync(fileForUrl(publicDir, siteUrl, sitemaps[0]) ?? '')).toBe(true);
  });
});

describe('sitemap', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
  });
  const readXml = (file: string) => {
    const xml = readFileSync(file, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    return parser.parse(xml);
  };
  type Entry = { loc: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] };
  const sitemapUrls: string[] = readXml(join(publicDir, 'sitemap-index.xml')).sitemapindex.sitemap.map(
    (s: { loc: string }) => s.loc,
  );
  const entries: Entry[] = sitemapUrls.flatMap((url) => {
    const sitemap = readXml(fileForUrl(publicDir, siteUrl, url) ?? `missing ${url}`);
    expect(sitemap.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemap.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    return sitemap.urlset.url;
  });

  it('lists exactly the indexed pages (the built pages minus the 404s), once each', () => {
    expect(entries.map((e) => e.loc).sort()).toEqual(PAGE_PATHS.map((path) => `${siteUrl}${path}`).sort());
  });

  it('gives each entry alternates for every language and x-default, including itself, that are listed too', () => {
    const listed = new Set(entries.map((e) => e.loc));
    for (const { loc, 'xhtml:link': links } of entries) {
      expect(links.every((l) => l.rel === 'alternate')).toBe(true);
      const alternates = Object.fromEntries(links.map((l) => [l.hreflang, l.href]));
      const path = stripLanguagePrefix(loc.slice(siteUrl.length));
      expect(alternates).toEqual({
        ...Object.fromEntries(
          LANGUAGES.map(({ code, htmlLang }) => [htmlLang, `${siteUrl}${localizePath(path, code)}`]),
        ),
        'x-default': `${siteUrl}${path}`,
      });
      for (const href of Object.values(alternates)) expect(listed.has(href)).toBe(true);
    }
  });
});
