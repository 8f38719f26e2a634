import { site } from './data/site';

/** A Netlify deploy preview or branch deploy: noindex, Netlify's drawer in the CSP, the copy deck. */
export function isReviewBuild(env: { CONTEXT?: string } = process.env): boolean {
  return Boolean(env.CONTEXT) && env.CONTEXT !== 'production';
}

/** Where this build is served (Netlify's URL or DEPLOY_PRIME_URL, else data/site.json) and whether it is indexable. */
export function resolveSiteAddress(env: NodeJS.ProcessEnv = process.env): { siteUrl: string; indexable: boolean } {
  const review = isReviewBuild(env);
  const fromEnv = review ? env.DEPLOY_PRIME_URL : env.URL;
  const siteUrl = (fromEnv || site.siteUrl).replace(/\/+$/, '');
  return { siteUrl, indexable: !review };
}
