import { DEFAULT_LANGUAGE, LANGUAGES, languagePrefix } from '../i18n/languages';
import { localizePath } from '../i18n/paths';
import { COPY_DECK_PATH } from '../review/copyDeck';

/** What gatsby-plugin-sitemap writes at the site root (it links to sitemap-0.xml). */
export const SITEMAP_INDEX = 'sitemap-index.xml';

/** Not listed: the other languages' 404 pages (the plugin leaves out the default's) and the copy deck. */
const sitemapExcludes: string[] = [
  ...LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).flatMap((l) =>
    ['/404/', '/404.html', '/dev-404-page/'].map((path) => `${languagePrefix(l.code)}${path}`),
  ),
  ...LANGUAGES.map((l) => localizePath(COPY_DECK_PATH, l.code)),
];

export type SitemapLink = { lang: string; url: string };

/** One entry: the page's path, with the xhtml:link alternates its <head> lists (the plugin prefixes siteUrl). */
function sitemapEntry(path: string): { url: string; links: SitemapLink[] } {
  return {
    url: path,
    links: [
      ...LANGUAGES.map((l) => ({ lang: l.htmlLang, url: localizePath(path, l.code) })),
      { lang: 'x-default', url: localizePath(path, DEFAULT_LANGUAGE) },
    ],
  };
}

/** robots.txt names the sitemap: no <link rel="sitemap">, which search engines do not read. */
export const sitemapOptions = {
  createLinkInHead: false,
  query: `{
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
  }`,
  excludes: sitemapExcludes,
  serialize: ({ path }: { path: string }) => sitemapEntry(path),
};
