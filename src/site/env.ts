import { site } from '../data/site';
import { commitOf, pullRequestOf, repositoryOf } from '../../gatsby/copyDeck/repository';

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
  /**
   * What a reviewer is told about this build (the copy deck and its banner): when it started (ISO), the pull request
   * of a deploy preview (REVIEW_ID), the commit (COMMIT_REF), and the repository's owner and name (never its URL,
   * which can carry a token: gatsby/copyDeck/repository.ts).
   */
  facts: BuildFacts;
};

export type BuildFacts = {
  time: string;
  pullRequest: { number: string; url: string } | null;
  commit: { short: string; url?: string } | null;
  repository: { owner: string; name: string } | null;
};

/** When this build started: one moment for every page and every step of one build process. */
const STARTED = new Date().toISOString();

/**
 * The build context from Netlify's variables (CONTEXT, NETLIFY, URL, DEPLOY_PRIME_URL, REVIEW_ID, COMMIT_REF,
 * REPOSITORY_URL) and NODE_ENV.
 */
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
    facts: {
      time: STARTED,
      pullRequest: kind === 'deploy-preview' ? pullRequestOf(env) : null,
      commit: commitOf(env),
      repository: repositoryOf(env),
    },
  };
}
