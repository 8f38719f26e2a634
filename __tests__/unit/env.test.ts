import { site } from '../../src/data/site';
import { buildEnv } from '../../src/site/env';
import { previewEnv } from '../../tools/previewEnv';

// Netlify sets URL (the main site address) and DEPLOY_PRIME_URL (this deploy's own address) in every context.
const netlify = { URL: 'https://coach.example.org', DEPLOY_PRIME_URL: 'https://deploy-preview-7--coach.netlify.app' };

// production, deploy-preview and branch-deploy, as netlify.toml defines them: netlify.test.ts.
describe('buildEnv', () => {
  it.each<[string, Record<string, string>, string, boolean]>([
    ['outside Netlify: data/site.json, indexable', {}, site.siteUrl, true],
    ['dev: DEPLOY_PRIME_URL, not indexable', { ...netlify, CONTEXT: 'dev' }, netlify.DEPLOY_PRIME_URL, false],
    ['production without an address: data/site.json', { CONTEXT: 'production' }, site.siteUrl, true],
    ['deploy-preview without an address: data/site.json', { CONTEXT: 'deploy-preview' }, site.siteUrl, false],
    ['trailing slashes dropped', { CONTEXT: 'production', URL: `${netlify.URL}//` }, netlify.URL, true],
  ])('site address: %s', (_name, env, siteUrl, indexable) => {
    expect(buildEnv(env)).toMatchObject({ siteUrl, indexable });
  });

  it.each<[string, Record<string, string>, Partial<ReturnType<typeof buildEnv>>]>([
    ['local build', {}, { kind: 'local', copyDeck: false, launch: false }],
    ['gatsby develop', { NODE_ENV: 'development' }, { kind: 'local', copyDeck: true, launch: false }],
    [
      'Netlify production',
      { CONTEXT: 'production', NETLIFY: 'true' },
      { kind: 'production', copyDeck: false, launch: true },
    ],
    ['production, not on Netlify', { CONTEXT: 'production' }, { kind: 'production', launch: false }],
    [
      'deploy preview',
      { CONTEXT: 'deploy-preview', NETLIFY: 'true' },
      { kind: 'deploy-preview', copyDeck: true, launch: false },
    ],
    [
      'branch deploy',
      { CONTEXT: 'branch-deploy', NETLIFY: 'true' },
      { kind: 'branch-deploy', copyDeck: true, launch: false },
    ],
  ])('kind, copy deck and launch: %s', (_name, env, expected) => {
    expect(buildEnv(env)).toMatchObject(expected);
  });

  it('builds a deploy preview from what Netlify would set', () => {
    const env = buildEnv(previewEnv());
    expect(env).toMatchObject({ kind: 'deploy-preview', indexable: false, copyDeck: true, launch: false });
    expect(env.siteUrl).toMatch(/^https:\/\/deploy-preview-1--[a-z0-9-]+\.netlify\.app$/);
  });

  it('has an absolute https siteUrl without a trailing slash in data/site.json', () => {
    expect(site.siteUrl).toMatch(/^https:\/\/[^/]+$/);
  });
});
