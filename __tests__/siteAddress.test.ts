import { site } from '../src/data/site';
import { resolveSiteAddress } from '../src/siteAddress';

// Netlify sets URL (the main site address) in every context, and
// DEPLOY_PRIME_URL (this deploy's own address) in every context too.
const netlify = {
  URL: 'https://coach.example.org',
  DEPLOY_PRIME_URL: 'https://deploy-preview-7--coach.netlify.app',
};

describe('resolveSiteAddress', () => {
  it('uses data/site.json and is indexable outside Netlify', () => {
    expect(resolveSiteAddress({})).toEqual({ siteUrl: site.siteUrl, indexable: true });
  });

  it('uses URL in production, and production is indexable', () => {
    expect(resolveSiteAddress({ ...netlify, CONTEXT: 'production' })).toEqual({
      siteUrl: netlify.URL,
      indexable: true,
    });
  });

  it.each(['deploy-preview', 'branch-deploy', 'dev'])(
    'uses DEPLOY_PRIME_URL, not URL, in %s and is not indexable',
    (CONTEXT) => {
      expect(resolveSiteAddress({ ...netlify, CONTEXT })).toEqual({
        siteUrl: netlify.DEPLOY_PRIME_URL,
        indexable: false,
      });
    },
  );

  it('falls back to data/site.json when Netlify gives no address', () => {
    expect(resolveSiteAddress({ CONTEXT: 'production' })).toEqual({ siteUrl: site.siteUrl, indexable: true });
    expect(resolveSiteAddress({ CONTEXT: 'deploy-preview' })).toEqual({ siteUrl: site.siteUrl, indexable: false });
  });

  it('drops trailing slashes so paths can be appended', () => {
    expect(resolveSiteAddress({ CONTEXT: 'production', URL: 'https://coach.example.org//' }).siteUrl).toBe(
      'https://coach.example.org',
    );
  });

  it('has an absolute https siteUrl without a trailing slash in data/site.json', () => {
    expect(site.siteUrl).toMatch(/^https:\/\/[^/]+$/);
  });
});
