/** @jest-environment node */
import { describeEditTarget, editTargetOf, editUrl } from '../../../gatsby/copyDeck/repository';

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
