import { site } from '../../src/data/site';
import { buildEnv } from '../../src/site/env';
import { previewEnv } from '../../tools/previewEnv';

// Netlify sets URL (the main site address) and DEPLOY_PRIME_URL (this deploy's own address) in every context.
const netlify = { URL: 'https://coach.example.org', DEPLOY_PRIME_URL: 'https://deploy-preview-7--coach.netlify.app' };

// production, deploy-preview and branch-deploy, as netlify.toml defines them: netlify.test.ts.
describe('buildEnv', () => {
  it.each<[string, Record<string, string>, string, boolean]>([
    ['outside Netlify: data/site.json, indexable', {}, site.siteUrl, true],
    ['production: URL', { ...netlify, CONTEXT: 'production', NETLIFY: 'true' }, netlify.URL, true],
    ['deploy-preview: DEPLOY_PRIME_URL', { ...netlify, CONTEXT: 'deploy-preview' }, netlify.DEPLOY_PRIME_URL, false],
    ['branch-deploy: DEPLOY_PRIME_URL', { ...netlify, CONTEXT: 'branch-deploy' }, netlify.DEPLOY_PRIME_URL, false],
    ['dev: DEPLOY_PRIME_URL, not indexable', { ...netlify, CONTEXT: 'dev' }, netlify.DEPLOY_PRIME_URL, false],
    ['production without an address: data/site.json', { CONTEXT: 'production' }, site.siteUrl, true],
    ['deploy-preview without an address: data/site.json', { CONTEXT: 'deploy-preview' }, site.siteUrl, false],
    ['trailing slashes dropped', { CONTEXT: 'production', URL: `${netlify.URL}//` }, netlify.URL, true],
  ])('site address: %s', (_name, env, siteUrl, indexable) => {
    expect(buildEnv(env)).toMatchObject({ siteUrl, indexable });
  });

  const repo = { REPOSITORY_URL: 'https://x-access-token:secret@github.com/owner/site.git', BRANCH: 'main' };
  /** The editor's backend on Netlify: the repository of REPOSITORY_URL, logging in through the main site. */
  const github = { name: 'github' as const, repo: 'owner/site', siteDomain: 'coach.example.org' };
  it.each<[string, Record<string, string>, Partial<ReturnType<typeof buildEnv>>]>([
    ['local build', {}, { kind: 'local', previewBanner: false, launch: false, cms: { name: 'local' } }],
    [
      'Netlify production: each change a pull request on the production branch',
      { CONTEXT: 'production', NETLIFY: 'true', ...netlify, ...repo },
      {
        kind: 'production',
        previewBanner: false,
        launch: true,
        cms: { ...github, branch: 'main', pullRequests: true },
      },
    ],
    ['production, not on Netlify', { CONTEXT: 'production' }, { kind: 'production', launch: false }],
    [
      'a Netlify build without a repository: no saving',
      { CONTEXT: 'production', BRANCH: 'main' },
      { cms: { name: 'none' } },
    ],
    [
      'deploy preview: straight to its own branch (HEAD), not the pull reference',
      { CONTEXT: 'deploy-preview', NETLIFY: 'true', ...netlify, ...repo, HEAD: 'copy/mission', BRANCH: 'pull/7/head' },
      {
        kind: 'deploy-preview',
        previewBanner: true,
        launch: false,
        cms: { ...github, branch: 'copy/mission', pullRequests: false },
      },
    ],
    [
      'branch deploy',
      { CONTEXT: 'branch-deploy', NETLIFY: 'true', ...repo },
      {
        kind: 'branch-deploy',
        previewBanner: false,
        launch: false,
        cms: expect.objectContaining({ pullRequests: true }),
      },
    ],
  ])('kind, banner, launch and editor backend: %s', (_name, env, expected) => {
    expect(buildEnv(env)).toMatchObject(expected);
  });

  it('builds a deploy preview from what Netlify would set', () => {
    const env = buildEnv(previewEnv());
    expect(env).toMatchObject({ kind: 'deploy-preview', indexable: false, previewBanner: true, launch: false });
    expect(env.siteUrl).toMatch(/^https:\/\/deploy-preview-1--[a-z0-9-]+\.netlify\.app$/);
  });

  it('has an absolute https siteUrl without a trailing slash in data/site.json', () => {
    expect(site.siteUrl).toMatch(/^https:\/\/[^/]+$/);
  });
});
