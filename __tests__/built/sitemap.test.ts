/** public/'s sitemap: well-formed XML, exactly the built pages minus the 404s, each with every language's and x-default alternates. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildEnv } from '../../src/site/env';
import { LANGUAGES } from '../../src/i18n/languages';
import { localizePath, stripLanguagePrefix } from '../../src/i18n/paths';
import { builtPages, fileForUrl, publicDir } from '../support/builtSite';

const { siteUrl } = buildEnv({ ...process.env, CONTEXT: 'production' });
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

function readXml(file: string) {
  const xml = readFileSync(file, 'utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

type Entry = { loc: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] };

describe('sitemap', () => {
  const index = readXml(join(publicDir, 'sitemap-index.xml'));
  const sitemapUrls: string[] = index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
  const entries: Entry[] = sitemapUrls.flatMap((url) => {
    const file = fileForUrl(publicDir, siteUrl, url);
    expect({ url, built: file !== null }).toEqual({ url, built: true });
    const sitemap = readXml(file!);
    expect(sitemap.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemap.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    return sitemap.urlset.url;
  });

  it('is an index of sitemaps on this siteUrl', () => {
    expect(sitemapUrls.length).toBeGreaterThan(0);
    for (const url of sitemapUrls) expect(url.startsWith(`${siteUrl}/`)).toBe(true);
  });

  it('lists exactly the built pages, minus the 404 pages, once each', () => {
    const built = builtPages(publicDir)
      .filter((p) => !p.notFound)
      .map((p) => `${siteUrl}${p.path}`)
      .sort();
    const listed = entries.map((e) => e.loc).sort();
    expect(listed).toEqual(built);
    expect(listed.some((url) => /404|dev-404/.test(url))).toBe(false);
  });

  it('gives each entry alternates for every language and x-default, including itself, that are listed too', () => {
    const listed = new Set(entries.map((e) => e.loc));
    for (const { loc, 'xhtml:link': links } of entries) {
      expect(loc).toMatch(/\/$/); // the trailing-slash form of the site's links
      expect(links.every((l) => l.rel === 'alternate')).toBe(true);
      const alternates = Object.fromEntries(links.map((l) => [l.hreflang, l.href]));
      const path = stripLanguagePrefix(loc.slice(siteUrl.length));
      expect(alternates).toEqual({
        ...Object.fromEntries(
          LANGUAGES.map(({ code, htmlLang }) => [htmlLang, `${siteUrl}${localizePath(path, code)}`]),
        ),
        'x-default': `${siteUrl}${path}`,
      });
      expect(Object.values(alternates)).toContain(loc);
      for (const href of Object.values(alternates)) expect(listed.has(href)).toBe(true);
    }
  });
});
