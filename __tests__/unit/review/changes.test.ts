/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localeChanges } from '../../../src/review/changes';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, stdio: 'pipe' });

function repoWith(home: object) {
  const dir = mkdtempSync(join(tmpdir(), 'deck-'));
  mkdirSync(join(dir, 'locales', 'en'), { recursive: true });
  writeFileSync(join(dir, 'locales', 'en', 'home.json'), JSON.stringify(home));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'production');
  return dir;
}

describe('localeChanges: what a preview changes compared with the production branch', () => {
  it('marks changed and new strings since the branch left main, in each language', () => {
    const dir = repoWith({ hero: { title: 'Hello', eyebrow: 'Coach' } });
    git(dir, 'checkout', '-qb', 'copy-edit');
    const now = { en: { home: { hero: { title: 'Hi there', eyebrow: 'Coach', subtitle: 'New' } } } };
    expect(localeChanges(dir, now, {})).toEqual({
      known: true,
      ref: 'main',
      commit: expect.stringMatching(/^[0-9a-f]{12}$/),
      strings: { 'en/home:hero.title': 'changed', 'en/home:hero.subtitle': 'new' },
    });
  });

  it('says so without git, without the production branch, or with a shallow clone', () => {
    expect(localeChanges(mkdtempSync(join(tmpdir(), 'nogit-')), {}, {})).toEqual({
      known: false,
      reason: 'noGit',
      ref: 'main',
    });
    const dir = repoWith({ a: 'b' });
    expect(localeChanges(dir, {}, { PRODUCTION_BRANCH: 'live' })).toEqual({
      known: false,
      reason: 'noBase',
      ref: 'live',
    });
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'second');
    const shallow = mkdtempSync(join(tmpdir(), 'shallow-'));
    git(shallow, 'clone', '-q', '--depth', '1', `file://${dir}`, 'clone');
    expect(localeChanges(join(shallow, 'clone'), {}, {})).toMatchObject({ known: false, reason: 'shallow' });
  });
});
