import { site } from './data/site';

/**
 * Where this build will be served, and whether search engines may index it.
 * Netlify sets CONTEXT, URL (production) and DEPLOY_PRIME_URL (previews and
 * branch deploys) at build time; locally data/site.json's siteUrl is used.
 */
export function resolveSiteAddress(env: NodeJS.ProcessEnv = process.env): {
  siteUrl: string;
  indexable: boolean;
} {
  const context = env.CONTEXT;
  const isNetlifyNonProduction = Boolean(context) && context !== 'production';
  const fromEnv = isNetlifyNonProduction ? env.DEPLOY_PRIME_URL : env.URL;
  const siteUrl = (fromEnv || site.siteUrl).replace(/\/+$/, '');
  return { siteUrl, indexable: !isNetlifyNonProduction };
}
