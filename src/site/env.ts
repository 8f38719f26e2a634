import { site } from '../data/site';

/** The copy deck's address (and /zh/copy-deck/ in Chinese), on the builds that have one (copyDeck below). */
export const COPY_DECK_PATH = '/copy-deck/';

/** Which build this is: Netlify's CONTEXT (any context other than these two counts as a deploy preview), else local. */
export type BuildKind = 'production' | 'deploy-preview' | 'branch-deploy' | 'local';

/** Every decision that differs between builds, made once here: nothing else reads CONTEXT. */
export type BuildEnv = {
  kind: BuildKind;
  /** Where this build is served: Netlify's URL (production) or DEPLOY_PRIME_URL (the others), else data/site.json. */
  siteUrl: string;
  /** False on deploy previews and branch deploys: noindex everywhere, Netlify's drawer allowed by the CSP. */
  indexable: boolean;
  /** The copy deck and its banner: deploy previews, branch deploys and `gatsby develop`. */
  copyDeck: boolean;
  /** A Netlify production deploy, the one build that refuses placeholders (docs/before-launch.md). */
  launch: boolean;
};

/** The build context from Netlify's variables (CONTEXT, NETLIFY, URL, DEPLOY_PRIME_URL) and NODE_ENV. */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const context = env.CONTEXT;
  const kind: BuildKind = !context
    ? 'local'
    : context === 'production' || context === 'branch-deploy'
      ? context
      : 'deploy-preview';
  const review = kind === 'deploy-preview' || kind === 'branch-deploy';
  const fromEnv = review ? env.DEPLOY_PRIME_URL : env.URL;
  return {
    kind,
    siteUrl: (fromEnv || site.siteUrl).replace(/\/+$/, ''),
    indexable: !review,
    copyDeck: review || env.NODE_ENV === 'development',
    launch: kind === 'production' && env.NETLIFY === 'true',
  };
}
