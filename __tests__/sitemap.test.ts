import { sitemapEntry, sitemapExcludes, sitemapOptions } from '../src/seo/sitemap';

describe('sitemap options', () => {
  it.each([
    ['/about/', '/about/'],
    ['/zh/about/', '/zh/about/'],
    ['/', '/'],
    ['/zh/', '/zh/'],
  ])('%s lists itself with alternates for en, zh-HK and x-default', (path, url) => {
    const english = path.replace(/^\/zh/, '') || '/';
    const chinese = `/zh${english}`;
    expect(sitemapEntry(path)).toEqual({
      url,
      links: [
        { lang: 'en', url: english },
        { lang: 'zh-HK', url: chinese },
        { lang: 'x-default', url: english },
      ],
    });
  });

  it('serializes the pages the query returns', () => {
    expect(sitemapOptions.serialize({ path: '/zh/resources/' }).url).toBe('/zh/resources/');
  });

  it('excludes the localized 404 pages (the plugin excludes the default ones)', () => {
    expect(sitemapExcludes).toEqual(expect.arrayContaining(['/zh/404/', '/zh/404.html', '/zh/dev-404-page/']));
    expect(sitemapExcludes.some((path) => path.startsWith('/zh/about'))).toBe(false);
  });
});
