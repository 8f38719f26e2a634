/** The production build as `npm test` makes it: REPOSITORY_URL carried a fake token, which no built file or log may
 * hold. Production links no page to the editor. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_TOKEN, REPOSITORY, previewEnv } from '../../tools/previewEnv';
import { builtPages, publicDir, rootDir } from '../support/builtSite';

const log = join(rootDir, 'build.log');
if (!existsSync(log) || statSync(log).mtimeMs < statSync(join(publicDir, 'index.html')).mtimeMs)
  throw new Error('build.log is missing or older than public/: build with `npm run build:logged` (npm test does).');
/** A file's text as one line, without terminal colours: a log wraps long lines, which could split a secret. */
const compact = (file: string) =>
  readFileSync(file, 'latin1')
    .replace(/\x1b\[[\d;]*[A-Za-z]/g, '')
    .replace(/\s+/g, '');

describe('the build holds no part of the credential of REPOSITORY_URL', () => {
  const repositoryUrl = previewEnv().REPOSITORY_URL;

  it('was built with a REPOSITORY_URL that carries a (fake) token: the editor saves to its repository', () => {
    expect(repositoryUrl).toContain(`x-access-token:${FAKE_TOKEN}@github.com/`);
    const { owner, name, branch } = REPOSITORY;
    expect(compact(log)).toContain(`github.com/${owner}/${name}onbranch${branch}`);
    expect(readFileSync(join(publicDir, 'admin', 'admin.js'), 'utf8')).toContain(`"${owner}/${name}"`);
  });

  it('in no file: page, script, page data, header rules or log line', () => {
    const files = readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
      .map((file) => join(publicDir, file))
      .filter((file) => statSync(file).isFile() && !/\.(png|avif|webp|jpg|ico)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const halves = [FAKE_TOKEN.slice(0, FAKE_TOKEN.length / 2), FAKE_TOKEN.slice(FAKE_TOKEN.length / 2)];
    const secrets = [repositoryUrl, 'x-access-token', ...halves];
    const found = [...files, log].flatMap((file) => {
      const text = compact(file);
      return secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret.length} characters`);
    });
    expect(found).toEqual([]);
  });

  it('no page links to the editor (deploy previews do, through their banner: unit/ssr.test.tsx)', () => {
    for (const { file } of builtPages(publicDir))
      expect([file, readFileSync(file, 'utf8').includes('/admin/')]).toEqual([file, false]);
  });
});
