/**
 * The environment Netlify gives a deploy-preview build, for the unit tests, and the fake REPOSITORY_URL `npm run
 * build:logged` builds with: it carries a fake access token, as Netlify's can carry a real one, and no part of it may
 * reach the build (__tests__/built/credential.test.ts greps every file of public/ and the build's log).
 */
import { site } from '../src/data/site';

export const FAKE_TOKEN = 'ghs_F4keT0kenForPreviewBuildsOnly0000';
/** The commit Netlify names in COMMIT_REF (a made-up one). */
export const FAKE_COMMIT = '5ca1ab1e0ddba11c0ffee0123456789abcdef012';
/** The repository and branch of the fake pull request: the editor saves there. */
export const REPOSITORY = { owner: 'example-owner', name: 'data-career-site', branch: 'copy/about-mission' };

/** Netlify's variables for a deploy preview of pull request 1 (HEAD: its branch; BRANCH: Netlify's pull reference). */
export function previewEnv(siteUrl: string = site.siteUrl) {
  return {
    CONTEXT: 'deploy-preview',
    URL: siteUrl,
    DEPLOY_PRIME_URL: `https://deploy-preview-1--${new URL(siteUrl).hostname.split('.')[0]}.netlify.app`,
    NETLIFY: 'true',
    REPOSITORY_URL: `https://x-access-token:${FAKE_TOKEN}@github.com/${REPOSITORY.owner}/${REPOSITORY.name}`,
    HEAD: REPOSITORY.branch,
    BRANCH: 'pull/1/head',
    REVIEW_ID: '1',
    COMMIT_REF: FAKE_COMMIT,
  };
}
