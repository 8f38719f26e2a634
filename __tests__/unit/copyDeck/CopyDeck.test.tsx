/**
 * The copy deck as a deploy preview of a pull request renders it: built from a copy of this project in a git
 * repository whose branch edits a resource's title in data/ (the change detector on real files), and as a local build
 * renders it (no repository, no edit links).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import CopyDeck, { type CopyDeckData } from '../../../gatsby/copyDeck/CopyDeck';
import { COPY_DECK_PATH } from '../../../gatsby/copyDeck/copyDeck';
import { copyDeckContext } from '../../../gatsby/copyDeck/createPages';
import { rowId } from '../../../gatsby/copyDeck/strings';
import { services } from '../../support/data';
import { loadLocales, translator } from '../../support/locales';
import { localeStrings, pageProps } from '../../support/pageProps';
import { renderWithI18n } from '../../support/renderWithI18n';

const root = join(__dirname, '..', '..', '..');
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, stdio: 'pipe' });

/** This project's locales/ and data/ on main, and a branch that edits the first resource's title. */
function pullRequest() {
  const dir = mkdtempSync(join(tmpdir(), 'deck-pr-'));
  for (const folder of ['locales', 'data']) cpSync(join(root, folder), join(dir, folder), { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'production');
  git(dir, 'checkout', '-qb', 'copy/resources');
  const file = join(dir, 'data', 'resources.json');
  const resources = JSON.parse(readFileSync(file, 'utf8')) as { title: string }[];
  const before = resources[0].title;
  resources[0].title = `${before} (2)`;
  writeFileSync(file, JSON.stringify(resources, null, 2));
  git(dir, 'commit', '-qam', 'edit a title');
  return { dir, before, after: resources[0].title };
}

const locales = loadLocales();
const nodes = Object.entries(locales).flatMap(([language, byNs]) =>
  Object.entries(byNs).map(([ns, json]) => ({ ns, language, data: JSON.stringify(json) })),
);

function renderDeck(language: 'en' | 'zh', dir: string, env: NodeJS.ProcessEnv) {
  const data = {
    locales: localeStrings(language, ['nav', 'footer', 'review']),
    strings: { nodes },
    services: { nodes: [...services].sort((a, b) => a.order - b.order) },
  } as unknown as CopyDeckData;
  const props = pageProps(data, language, COPY_DECK_PATH);
  const context = copyDeckContext(dir, locales, env);
  return renderWithI18n(<CopyDeck {...props} pageContext={{ ...props.pageContext, ...context }} />, {
    language,
    originalPath: COPY_DECK_PATH,
  });
}

const pr = pullRequest();
const REPOSITORY_URL = 'https://x-access-token:not-a-real-token@github.com/octo-org/site';

describe.each(['en', 'zh'] as const)('the copy deck in %s', (language) => {
  const t = translator(language);

  it('lists an edit of data/ first, as changed, linking to its row, which shows the old and the new text', () => {
    const { container } = renderDeck(language, pr.dir, { REPOSITORY_URL, HEAD: 'copy/resources' });
    const id = rowId('data/resources', '[0].title');
    const changes = screen.getByRole('region', { name: t('review:changes.title') });
    const listed = within(changes).getAllByRole('listitem');
    expect(listed.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([`#${id}`]);
    const row = container.querySelector(`#${id}`)!;
    expect(changes.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(row.querySelector('[data-text]')).toHaveTextContent(pr.after);
    expect(row.querySelector('[data-change]')).toHaveTextContent(t('review:changes.changed'));
    expect(row.querySelector('[data-before]')).toHaveTextContent(pr.before);
    expect(row.querySelector('[data-edit]')).toHaveAttribute(
      'href',
      'https://github.com/octo-org/site/edit/copy/resources/data/resources.json',
    );
    expect(container.innerHTML).not.toContain('not-a-real-token');
  });

  it('gives every row a link to itself and an edit link for each of its files', () => {
    const { container } = renderDeck(language, pr.dir, { REPOSITORY_URL, HEAD: 'copy/resources' });
    const rows = [...container.querySelectorAll('li[data-key]')];
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      expect(row.querySelector('[data-permalink]')).toHaveAttribute('href', `#${row.id}`);
      const files = [...row.querySelectorAll('[data-file]')].map((cell) => cell.getAttribute('data-file'));
      const edits = [...row.querySelectorAll('[data-edit]')].map((link) => link.getAttribute('href'));
      expect(edits).toEqual(files.map((file) => `https://github.com/octo-org/site/edit/copy/resources/${file}`));
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('says what to do instead of linking nowhere when the build knows no repository (a local build)', () => {
    const { container } = renderDeck(language, pr.dir, {});
    expect(container.querySelector('[data-edit]')).toBeNull();
    expect(container.querySelector('[data-edit-unknown]')).toHaveTextContent(t('review:propose.noEdit.noRepository'));
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links.filter((href) => !href || href === '#')).toEqual([]);
  });

  it('links to the pull request when the build knows the repository but not the branch', () => {
    const { container } = renderDeck(language, pr.dir, { REPOSITORY_URL, BRANCH: 'pull/4/head', REVIEW_ID: '4' });
    const notice = container.querySelector('[data-edit-unknown="noBranch"]')!;
    expect(within(notice as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://github.com/octo-org/site/pull/4',
    );
  });
});
