/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyChanges } from '../../../gatsby/copyDeck/changes';
import { dataCopy, localeCopy } from '../../../gatsby/copyDeck/copy';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, stdio: 'pipe' });

/** A repository whose main branch holds these files (path → JSON). */
function repoWith(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'deck-'));
  write(dir, files);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'production');
  return dir;
}
function write(dir: string, files: Record<string, unknown>) {
  for (const [path, json] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(json));
  }
}

describe('copyChanges: what a preview changes compared with the production branch', () => {
  it('marks changed and new strings of locales/ since the branch left main, in each language, with the old text', () => {
    const dir = repoWith({ 'locales/en/home.json': { hero: { title: 'Hello', eyebrow: 'Coach' } } });
    git(dir, 'checkout', '-qb', 'copy-edit');
    const now = localeCopy({ en: { home: { hero: { title: 'Hi there', eyebrow: 'Coach', subtitle: 'New' } } } });
    expect(copyChanges(dir, now, {})).toEqual({
      known: true,
      branch: 'main',
      commit: expect.stringMatching(/^[0-9a-f]{12}$/),
      strings: {
        'locales/en/home.json › hero.title': { change: 'changed', before: 'Hello' },
        'locales/en/home.json › hero.subtitle': { change: 'new' },
      },
    });
  });

  it("marks an edited string of data/ (a resource's title) as changed, and no other field of the file", () => {
    const resources = [
      { group: 'youtube', order: 1, title: 'Old title', description: 'Same', link: 'https://a.example/' },
    ];
    const dir = repoWith({ 'data/resources.json': resources });
    git(dir, 'checkout', '-qb', 'copy-edit');
    const edited = [{ ...resources[0], title: 'New title', link: 'https://b.example/' }];
    write(dir, { 'data/resources.json': edited });
    git(dir, 'commit', '-qam', 'edit a resource title');
    const now = dataCopy({ resources: edited });
    expect(now.map(({ key }) => key)).toEqual(['[0].title', '[0].description']);
    expect(copyChanges(dir, now, {})).toMatchObject({
      known: true,
      strings: { 'data/resources.json › [0].title': { change: 'changed', before: 'Old title' } },
    });
    expect(Object.keys((copyChanges(dir, now, {}) as { strings: object }).strings)).toHaveLength(1);
  });

  it('says so without git, without the production branch, or with a shallow clone', () => {
    expect(copyChanges(mkdtempSync(join(tmpdir(), 'nogit-')), [], {})).toEqual({
      known: false,
      reason: 'noGit',
      branch: 'main',
    });
    const dir = repoWith({ 'locales/en/home.json': { a: 'b' } });
    expect(copyChanges(dir, [], { PRODUCTION_BRANCH: 'live' })).toEqual({
      known: false,
      reason: 'noBase',
      branch: 'live',
    });
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'second');
    const shallow = mkdtempSync(join(tmpdir(), 'shallow-'));
    git(shallow, 'clone', '-q', '--depth', '1', `file://${dir}`, 'clone');
    expect(copyChanges(join(shallow, 'clone'), [], {})).toMatchObject({ known: false, reason: 'shallow' });
  });
});
