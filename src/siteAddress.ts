import { site } from './data/site';

/**
 * A review build: a Netlify deploy preview or branch deploy (CONTEXT set and
 * not `production`). The one rule for everything that differs there: noindex,
 * the CSP that lets Netlify's drawer in, and the copy deck.
 */
export function isReviewBuild(env: { CONTEXT?: string } = process.env): boolean {
  return Boolean(env.CONTEXT) && env.CONTEXT !== 'production';
}

/**
 * Where this build will be served, and whether search engines may index it.
 * Netlify sets CONTEXT, URL (production) and DEPLOY_PRIME_URL (previews and
 * branch deploys) at build time; locally data/site.json's siteUrl is used.
 */
export function resolveSiteAddress(env: NodeJS.ProcessEnv = process.env): {
  siteUrl: string;
  indexable: boolean;
} {
  const review = isReviewBuild(env);
  const fromEnv = review ? env.DEPLOY_PRIME_URL : env.URL;
  const siteUrl = (fromEnv || site.siteUrl).replace(/\/+$/, '');
  return { siteUrl, indexable: !review };
}
