import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { isNotFoundPath, localizePath } from '../i18n/paths';
import { ADMIN_PATH } from '../site/env';
import { PAGES } from '../site/pages';

/** What gatsby-plugin-sitemap writes at the site root (it links to sitemap-0.xml). */
export const SITEMAP_INDEX = 'sitemap-index.xml';

/** Not indexed (src/site/pages.ts), with Gatsby's copies of the 404 page. */
const notIndexed = PAGES.filter((page) => !page.indexed).flatMap((page) =>
  isNotFoundPath(page.path) ? [page.path, '/404.html', '/dev-404-page/'] : [page.path],
);

/** Not listed, in every language: the pages not indexed; and the editor. */
const sitemapExcludes: string[] = [
  ...LANGUAGES.flatMap((l) => notIndexed.map((path) => localizePath(path, l.code))),
  ADMIN_PATH,
];

/** robots.txt names the sitemap: no <link rel="sitemap">, which search engines do not read. */
export const sitemapOptions = {
  createLinkInHead: false,
  query: `{
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
  }`,
  excludes: sitemapExcludes,
  /** One entry: the page's path, with the xhtml:link alternates its <head> lists (the plugin prefixes siteUrl). */
  serialize: ({ path }: { path: string }) => ({
    url: path,
    links: [
      ...LANGUAGES.map((l) => ({ lang: l.htmlLang, url: localizePath(path, l.code) })),
      { lang: 'x-default', url: localizePath(path, DEFAULT_LANGUAGE) },
    ],
  }),
};
