import { DEFAULT_LANGUAGE, LANGUAGES, languagePrefix } from '../i18n/languages';
import { localizePath } from '../i18n/paths';
import { COPY_DECK_PATH } from '../review/copyDeck';

/** What gatsby-plugin-sitemap writes at the site root (it links to sitemap-0.xml). */
export const SITEMAP_INDEX = 'sitemap-index.xml';

/**
 * Pages that must not be listed: the 404 pages of every language (the plugin
 * already leaves out the default language's /404/, /404.html and /dev-404-page/),
 * and the copy deck of review builds.
 */
export const sitemapExcludes: string[] = [
  ...LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).flatMap((l) =>
    ['/404/', '/404.html', '/dev-404-page/'].map((path) => `${languagePrefix(l.code)}${path}`),
  ),
  // The copy deck of review builds (src/review/).
  ...LANGUAGES.map((l) => localizePath(COPY_DECK_PATH, l.code)),
];

export type SitemapLink = { lang: string; url: string };

/**
 * One sitemap entry: the page's own path, with an xhtml:link alternate for
 * every language and x-default (the default language), the same set the
 * page's <head> lists. Paths are site-relative; the plugin prefixes siteUrl.
 */
export function sitemapEntry(path: string): { url: string; links: SitemapLink[] } {
  return {
    url: path,
    links: [
      ...LANGUAGES.map((l) => ({ lang: l.htmlLang, url: localizePath(path, l.code) })),
      { lang: 'x-default', url: localizePath(path, DEFAULT_LANGUAGE) },
    ],
  };
}

/**
 * Options for gatsby-plugin-sitemap (see gatsby-config.ts). robots.txt names
 * the sitemap, so pages carry no <link rel="sitemap"> (a tag search engines
 * do not read).
 */
export const sitemapOptions = {
  createLinkInHead: false,
  query: `{
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
  }`,
  excludes: sitemapExcludes,
  serialize: ({ path }: { path: string }) => sitemapEntry(path),
};
