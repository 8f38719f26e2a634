/** @jest-environment node */
import {
  commitOf,
  describeEditTarget,
  editTargetOf,
  editUrl,
  pullRequestOf,
} from '../../../gatsby/copyDeck/repository';
import { buildEnv } from '../../../src/site/env';

const TOKEN = 'v1.0123456789abcdef0123456789abcdef01234567';
const target = { known: true, owner: 'octo-org', name: 'data.site', branch: 'copy-edit' };

describe("edit links from Netlify's REPOSITORY_URL, HEAD and BRANCH (gatsby/copyDeck/repository.ts)", () => {
  it.each([
    `https://x-access-token:${TOKEN}@github.com/octo-org/data.site`,
    `https://${TOKEN}@github.com/octo-org/data.site.git`,
    'https://github.com/octo-org/data.site/',
    'git@github.com:octo-org/data.site.git',
    `ssh://git:${TOKEN}@github.com/octo-org/data.site.git`,
  ])('reads owner and name from %s, and nothing else of it', (url) => {
    const found = editTargetOf({ REPOSITORY_URL: url, HEAD: 'copy-edit' });
    expect(found).toEqual(target);
    expect(JSON.stringify(found) + describeEditTarget(found)).not.toMatch(/x-access-token|0123456789|git@|ssh:/);
  });

  it("takes the pull request's branch from HEAD, or from BRANCH when HEAD is Netlify's pull reference", () => {
    const REPOSITORY_URL = 'https://github.com/octo-org/data.site';
    expect(editTargetOf({ REPOSITORY_URL, HEAD: 'copy/about', BRANCH: 'pull/7/head' })).toMatchObject({
      branch: 'copy/about',
    });
    expect(editTargetOf({ REPOSITORY_URL, HEAD: 'pull/7/head', BRANCH: 'copy-edit' })).toEqual(target);
  });

  it('says why there are no edit links: no repository (a local build), not GitHub, no branch', () => {
    expect(editTargetOf({})).toEqual({ known: false, reason: 'noRepository' });
    expect(editTargetOf({ REPOSITORY_URL: `https://oauth2:${TOKEN}@gitlab.com/o/r`, HEAD: 'x' })).toEqual({
      known: false,
      reason: 'notGitHub',
    });
    expect(editTargetOf({ REPOSITORY_URL: 'https://github.com/o', HEAD: 'x' })).toMatchObject({ reason: 'notGitHub' });
    expect(editTargetOf({ REPOSITORY_URL: 'not a url', HEAD: 'x' })).toMatchObject({ reason: 'notGitHub' });
    const REPOSITORY_URL = `https://x-access-token:${TOKEN}@github.com/octo-org/data.site`;
    expect(editTargetOf({ REPOSITORY_URL, BRANCH: 'pull/7/head', REVIEW_ID: '7' })).toEqual({
      known: false,
      reason: 'noBranch',
      pullRequest: 'https://github.com/octo-org/data.site/pull/7',
    });
    expect(editTargetOf({ REPOSITORY_URL, HEAD: 'a..b', REVIEW_ID: '7;x' })).toEqual({
      known: false,
      reason: 'noBranch',
    });
  });

  it("opens GitHub's web editor on the file, on the branch", () => {
    expect(editUrl(target, 'locales/zh/about.json')).toBe(
      'https://github.com/octo-org/data.site/edit/copy-edit/locales/zh/about.json',
    );
    expect(editUrl({ ...target, branch: 'copy/über-#1' }, 'data/resources.json')).toBe(
      'https://github.com/octo-org/data.site/edit/copy/%C3%BCber-%231/data/resources.json',
    );
  });
});

describe("the preview's pull request and commit, from REVIEW_ID, COMMIT_REF and REPOSITORY_URL", () => {
  const REPOSITORY_URL = `https://x-access-token:${TOKEN}@github.com/octo-org/data.site`;
  const COMMIT_REF = 'ABCDEF0123456789abcdef0123456789abcdef01';

  it('links the pull request and the commit in the repository, and nothing of the token', () => {
    const found = [pullRequestOf({ REPOSITORY_URL, REVIEW_ID: '12' }), commitOf({ REPOSITORY_URL, COMMIT_REF })];
    expect(found).toEqual([
      { number: '12', url: 'https://github.com/octo-org/data.site/pull/12' },
      { short: 'abcdef0', url: `https://github.com/octo-org/data.site/commit/${COMMIT_REF.toLowerCase()}` },
    ]);
    expect(JSON.stringify(found)).not.toMatch(/x-access-token|0123456789abcdef01234567$/);
    expect(JSON.stringify(buildEnv({ CONTEXT: 'deploy-preview', REPOSITORY_URL, REVIEW_ID: '12' }))).not.toMatch(
      /x-access-token|v1\.0123/,
    );
  });

  it('finds the pull request only from a number and a GitHub repository, and a commit without its link', () => {
    expect(pullRequestOf({ REPOSITORY_URL, REVIEW_ID: '12;x' })).toBeNull();
    expect(pullRequestOf({ REVIEW_ID: '12' })).toBeNull();
    expect(commitOf({ COMMIT_REF })).toEqual({ short: 'abcdef0' });
    expect(commitOf({ REPOSITORY_URL, COMMIT_REF: 'HEAD' })).toBeNull();
  });

  it('gives a pull request to deploy previews only, and one build time to the whole build', () => {
    const env = { REPOSITORY_URL, REVIEW_ID: '12', COMMIT_REF };
    expect(buildEnv({ ...env, CONTEXT: 'deploy-preview' }).facts.pullRequest).not.toBeNull();
    expect(buildEnv({ ...env, CONTEXT: 'branch-deploy' }).facts.pullRequest).toBeNull();
    expect(buildEnv({}).facts.time).toBe(buildEnv(env).facts.time);
    expect(new Date(buildEnv({}).facts.time).toISOString()).toBe(buildEnv({}).facts.time);
  });
});
