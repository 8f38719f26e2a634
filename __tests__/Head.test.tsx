import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from './helpers/serverRendering';
import type { ReactElement } from 'react';
import { Head as AboutHead } from '../src/pages/about';
import { Head as NotFoundHead } from '../src/pages/404';
import { Head as HomeHead } from '../src/pages/index';
import { Head as ResourcesHead } from '../src/pages/resources';
import { headTranslations } from '../src/i18n/headTranslations';
import { staticQueryData } from './__mocks__/gatsby';
import { i18nContext } from './helpers/i18nContext';
import { loadLocales } from './helpers/locales';
import { localeStrings } from './helpers/pageProps';

const resources = loadLocales();
const siteUrl = staticQueryData.site.siteMetadata.siteUrl;

/** The namespaces a page's query loads: `ns: { in: ["nav", ...] }` in its source. */
function queryNamespaces(file: string): string[] {
  const source = readFileSync(join(__dirname, '..', 'src', 'pages', file), 'utf8');
  const list = source.match(/ns:\s*\{\s*in:\s*\[([^\]]*)\]/);
  if (!list) throw new Error(`${file}: no ns filter in its page query`);
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** Head props as Gatsby passes them: data.locales with only the query's namespaces. */
function headProps(file: string, language: string, originalPath: string) {
  const i18n = i18nContext(language, originalPath);
  return {
    location: { pathname: i18n.path },
    params: {},
    data: { locales: localeStrings(language, queryNamespaces(file)) },
    pageContext: { language, i18n },
  };
}

/** A page's Head export, called with the props Gatsby would pass. */
type HeadExport = (props: ReturnType<typeof headProps>) => ReactElement;

/** The rendered <head> content as a document, plus the <html lang> Head sets. */
function renderHead(head: unknown, file: string, language: string, originalPath: string) {
  const Head = head as HeadExport;
  const markup = renderToStaticMarkup(<Head {...headProps(file, language, originalPath)} />);
  const lang = markup.match(/<html lang="([^"]*)"/)?.[1];
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${markup.replace(/<html[^>]*><\/html>/, '')}</head></html>`,
    'text/html',
  );
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  const alternates = Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ''),
  );
  return {
    doc,
    lang,
    meta,
    alternates,
    jsonLd,
    title: doc.title,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  };
}

const pages = [
  {
    name: 'home',
    Head: HomeHead,
    file: 'index.tsx',
    path: '/',
    meta: 'home',
    structured: ['WebSite', 'WebPage', 'Person', 'ProfessionalService', 'Course'],
  },
  {
    name: 'about',
    Head: AboutHead,
    file: 'about.tsx',
    path: '/about/',
    meta: 'about',
    structured: ['WebSite', 'ProfilePage', 'Person', 'ProfessionalService'],
  },
  {
    name: 'resources',
    Head: ResourcesHead,
    file: 'resources.tsx',
    path: '/resources/',
    meta: 'resources',
    structured: [],
  },
] as const;
const languages = [
  { code: 'en', htmlLang: 'en', prefix: '', ogLocale: 'en_US', other: 'zh_HK' },
  { code: 'zh', htmlLang: 'zh-HK', prefix: '/zh', ogLocale: 'zh_HK', other: 'en_US' },
] as const;
const cases = pages.flatMap((page) =>
  languages.map((language) => ({ ...page, language, label: `${page.name} (${language.code})` })),
);

describe('Head exports', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    // i18next and React report problems through the console: there must be none.
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it.each(cases)(
    '$label: title, description, canonical, hreflang, social cards',
    ({ Head, file, path, meta: key, language }) => {
      const head = renderHead(Head, file, language.code, path);
      const strings = resources[language.code].nav.meta as Record<string, { title: string; description: string }>;
      const self = `${siteUrl}${language.prefix}${path}`;
      expect(head.lang).toBe(language.htmlLang);
      expect(head.title).toBe(strings[key].title);
      expect(head.meta('description')).toBe(strings[key].description);
      expect(head.canonical).toBe(self);
      expect(head.alternates).toEqual({
        en: `${siteUrl}${path}`,
        'zh-HK': `${siteUrl}/zh${path}`,
        'x-default': `${siteUrl}${path}`,
      });
      expect(head.meta('robots')).toBeNull();
      expect(head.meta('og:url')).toBe(self);
      expect(head.meta('og:title')).toBe(strings[key].title);
      expect(head.meta('og:description')).toBe(strings[key].description);
      expect(head.meta('og:locale')).toBe(language.ogLocale);
      expect(head.meta('og:locale:alternate')).toBe(language.other);
      expect(head.meta('og:image')).toBe(`${siteUrl}/og-image.png`);
      expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
      expect(head.meta('og:image:alt')).toBe((resources[language.code].nav.meta as Record<string, unknown>).ogImageAlt);
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('twitter:image')).toBe(`${siteUrl}/og-image.png`);
    },
  );

  it.each(cases)('$label: JSON-LD types', ({ Head, file, path, language, structured }) => {
    const { jsonLd } = renderHead(Head, file, language.code, path);
    const types = jsonLd.flatMap((doc) => (doc['@graph'] as { '@type': string }[]).map((node) => node['@type']));
    expect(types).toEqual([...structured]);
  });

  it.each(languages)('404 ($code) is noindex, without canonical or alternates', (language) => {
    const head = renderHead(NotFoundHead, '404.tsx', language.code, '/404/');
    expect(head.lang).toBe(language.htmlLang);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.alternates).toEqual({});
    expect(head.title).toBe((resources[language.code].nav.meta as Record<string, { title: string }>).notFound.title);
  });

  it('marks every page noindex when the build is not indexable (deploy previews)', () => {
    staticQueryData.site.siteMetadata.indexable = false;
    try {
      for (const { Head, file, path } of pages)
        expect(renderHead(Head, file, 'en', path).meta('robots')).toBe('noindex');
    } finally {
      staticQueryData.site.siteMetadata.indexable = true;
    }
  });
});

describe('headTranslations', () => {
  const locales = { edges: [{ node: { ns: 'nav', data: JSON.stringify(resources.zh.nav) } }] };

  it('translates from the page query’s Locale nodes', () => {
    expect(headTranslations(locales, 'zh')('nav:meta.about.title')).toBe(
      (resources.zh.nav.meta as Record<string, { title: string }>).about.title,
    );
  });

  it('throws on a missing key instead of printing the key', () => {
    expect(() => headTranslations(locales, 'zh')('nav:meta.nowhere.title')).toThrow(
      /nav:meta\.nowhere\.title.*locales\/zh/,
    );
  });
});
