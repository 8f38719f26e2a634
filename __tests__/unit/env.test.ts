import { site } from '../../src/data/site';
import { resolveSiteAddress } from '../../src/siteAddress';

// Netlify sets URL (the main site address) and DEPLOY_PRIME_URL (this deploy's own address) in every context.
const netlify = { URL: 'https://coach.example.org', DEPLOY_PRIME_URL: 'https://deploy-preview-7--coach.netlify.app' };

// production, deploy-preview and branch-deploy, as netlify.toml defines them: netlify.test.ts.
describe('resolveSiteAddress', () => {
  it.each<[string, Record<string, string>, string, boolean]>([
    ['outside Netlify: data/site.json, indexable', {}, site.siteUrl, true],
    ['dev: DEPLOY_PRIME_URL, not indexable', { ...netlify, CONTEXT: 'dev' }, netlify.DEPLOY_PRIME_URL, false],
    ['production without an address: data/site.json', { CONTEXT: 'production' }, site.siteUrl, true],
    ['deploy-preview without an address: data/site.json', { CONTEXT: 'deploy-preview' }, site.siteUrl, false],
    ['trailing slashes dropped', { CONTEXT: 'production', URL: `${netlify.URL}//` }, netlify.URL, true],
  ])('%s', (_name, env, siteUrl, indexable) => {
    expect(resolveSiteAddress(env)).toEqual({ siteUrl, indexable });
  });

  it('has an absolute https siteUrl without a trailing slash in data/site.json', () => {
    expect(site.siteUrl).toMatch(/^https:\/\/[^/]+$/);
  });
});
