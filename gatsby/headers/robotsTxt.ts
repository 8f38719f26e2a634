import { SITEMAP_INDEX } from '../../src/seo/sitemap';

/** robots.txt: production lets every crawler in and names the sitemap; review builds shut them all out. */
export function robotsTxt({ siteUrl, indexable }: { siteUrl: string; indexable: boolean }): string {
  if (!indexable)
    return ['# Deploy preview or branch deploy: not for search engines.', 'User-agent: *', 'Disallow: /', ''].join(
      '\n',
    );
  return ['User-agent: *', 'Disallow:', '', `Sitemap: ${siteUrl}/${SITEMAP_INDEX}`, ''].join('\n');
}
