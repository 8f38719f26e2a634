import { SITEMAP_INDEX } from './sitemap';

/**
 * robots.txt for a build. Production lets every crawler in and names the
 * sitemap; deploy previews and branch deploys (Netlify CONTEXT other than
 * production) shut every crawler out, alongside their noindex meta tag.
 */
export function robotsTxt({ siteUrl, indexable }: { siteUrl: string; indexable: boolean }): string {
  if (!indexable)
    return ['# Deploy preview or branch deploy: not for search engines.', 'User-agent: *', 'Disallow: /', ''].join(
      '\n',
    );
  return ['User-agent: *', 'Disallow:', '', `Sitemap: ${siteUrl}/${SITEMAP_INDEX}`, ''].join('\n');
}
