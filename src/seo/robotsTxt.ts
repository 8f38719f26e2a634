import { SITEMAP_INDEX } from './sitemap';
import { ADMIN_PATH } from '../site/env';

/** robots.txt: production lets every crawler in but to the editor and names the sitemap; review builds shut them all out. */
export function robotsTxt({ siteUrl, indexable }: { siteUrl: string; indexable: boolean }): string {
  const lines = indexable
    ? ['User-agent: *', `Disallow: ${ADMIN_PATH}`, '', `Sitemap: ${siteUrl}/${SITEMAP_INDEX}`]
    : ['# Deploy preview or branch deploy: not for search engines.', 'User-agent: *', 'Disallow: /'];
  return `${lines.join('\n')}\n`;
}
