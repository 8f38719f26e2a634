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
import { COPY_DECK_PATH, NOT_BUILT_START } from '../../../gatsby/copyDeck/copyDeck';
import { copyDeckContext } from '../../../gatsby/copyDeck/createPages';
import { entryName } from '../../../gatsby/copyDeck/names';
import { SHARED } from '../../../gatsby/copyDeck/shared';
import { buildTimeIn, lineOf, noteId, rowId, searchWordOf } from '../../../gatsby/copyDeck/strings';
import { site, sitePlaceholders } from '../../../src/data/site';
import { getLanguage } from '../../../src/i18n/languages';
import { buildEnv } from '../../../src/site/env';
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

/** A deploy preview as Netlify builds it: pull request 4 of octo-org/site, a commit, a token in REPOSITORY_URL. */
const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const PREVIEW = {
  CONTEXT: 'deploy-preview',
  REPOSITORY_URL,
  HEAD: 'copy/resources',
  REVIEW_ID: '4',
  COMMIT_REF: COMMIT,
};
const han = /\p{Script=Han}/u;

describe.each(['en', 'zh'] as const)('what the deck tells a reviewer, in %s', (language) => {
  const t = translator(language);

  it("links the preview's pull request and commit, and says when it was built, in the site's time zone", () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const fact = (name: string) => container.querySelector(`[data-fact="${name}"] dd`)!;
    expect(within(fact('pullRequest') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://github.com/octo-org/site/pull/4',
    );
    expect(fact('pullRequest')).toHaveTextContent(t('review:build.pullRequestLink', { number: '4' }));
    const commit = within(fact('commit') as HTMLElement).getByRole('link');
    expect(commit).toHaveAttribute('href', `https://github.com/octo-org/site/commit/${COMMIT}`);
    expect(commit).toHaveTextContent(new RegExp(`^${COMMIT.slice(0, 7)}$`));
    const time = fact('time').querySelector('time')!;
    const { facts } = buildEnv(PREVIEW);
    expect(time).toHaveAttribute('datetime', facts.time);
    const words = buildTimeIn(facts.time, getLanguage(language).htmlLang);
    expect(time).toHaveTextContent(t('review:build.timeValue', { time: words }));
    expect(words).toMatch(language === 'zh' ? han : /[A-Z][a-z]+/);
    // What to expect after a commit, and where to look when it does not come: the pull request's checks.
    expect(container.querySelector('[data-failed]')).toHaveTextContent(
      t('review:build.failed', { logLine: NOT_BUILT_START }),
    );
    // The words quoted are those a failed build's log line starts with (gatsby/content/hooks.ts).
    expect(container.querySelector('[data-failed]')).toHaveTextContent(NOT_BUILT_START);
    expect(container.innerHTML).not.toMatch(/not-a-real-token|x-access-token/);
  });

  it.each([
    ['a local build', {}, 'local'],
    ['a branch deploy', { CONTEXT: 'branch-deploy', REPOSITORY_URL, BRANCH: 'copy-edit' }, 'branchDeploy'],
  ])('says in plain words what %s lacks, with no broken link', (_name, env, reason) => {
    const { container } = renderDeck(language, pr.dir, env);
    const facts = container.querySelector('[data-fact]')!.parentElement!;
    expect(facts.querySelector('[data-fact="pullRequest"] dd')).toHaveTextContent(
      t(`review:build.noPullRequest.${reason}`),
    );
    expect(facts.querySelector('[data-fact="commit"] dd')).toHaveTextContent(t('review:build.noCommit'));
    expect(facts.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('[data-failed]')).toHaveTextContent(t('review:build.failedNoPullRequest'));
  });

  it('shows each text as its file writes it, codes visible, and the word that finds it in the file', () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const rows = [...container.querySelectorAll('li[data-key]')];
    let withCode = 0;
    for (const row of rows) {
      const key = row.getAttribute('data-key')!.split(/:(.*)/, 2)[1];
      for (const cell of row.querySelectorAll('[data-file]')) {
        const value = cell.querySelector('[data-text]')!.textContent!;
        const line = cell.querySelector('[data-line]')!.textContent!;
        expect(line).toBe(lineOf(key, value));
        expect(JSON.parse(`{${/^"/.test(line) && line.includes('": ') ? line : `"x": ${line}`}}`)).toBeTruthy();
        expect(cell.querySelector('.line')).toHaveTextContent(t('review:lineLabel', { word: searchWordOf(key) }));
        if (/[\u00a0\u2011\u2060]/.test(value)) {
          withCode += 1;
          expect(line).toMatch(/\\u(00a0|2011|2060)/);
          expect(line).not.toMatch(/[\u00a0\u2011\u2060]/);
        }
      }
    }
    expect(withCode).toBeGreaterThan(0);
  });

  it('names every entry in the language of the deck, so the page search finds it by that name', () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const groups = [...container.querySelectorAll('section ul.rows')];
    for (const group of groups)
      [...group.querySelectorAll(':scope > li[data-key]')].forEach((row, index) => {
        const [source, key] = row.getAttribute('data-key')!.split(/:(.*)/, 2);
        // The test's translator throws on a missing key: every word of every name resolves.
        const name = entryName(t, source, key, index);
        // toHaveTextContent collapses the element's white space, no-break spaces included.
        expect(row.querySelector('[data-name]')).toHaveTextContent(name.replace(/\s+/gu, ' '));
        if (language === 'zh') expect(name).toMatch(han);
      });
    const tagline = container.querySelector(`#${rowId('footer', 'tagline')} [data-name]`)!;
    expect(tagline.textContent).toContain(t('review:names.terms.tagline'));
  });

  it('says when one entry serves several places, counted from the data', () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const counts = {
      'home:offerings.learnMore': services.length,
      'home:offerings.learnMoreAbout': services.length,
      'footer:social': site.social.length,
    };
    for (const [id, count] of Object.entries(counts)) {
      const note = container.querySelector(`li[data-key="${id}"] [data-shared]`)!;
      expect(note).toHaveAttribute('data-shared', String(count));
      expect(note).toHaveTextContent(t(`review:shared.${SHARED[id].note}`, { count }));
    }
    expect(container.querySelectorAll('[data-shared]')).toHaveLength(Object.keys(SHARED).length);
  });

  it("names GitHub's choices in its steps, the branch to commit to, and a route without GitHub", () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const steps = [...container.querySelectorAll('[data-steps] > li')].map((li) => li.getAttribute('data-step'));
    expect(steps.slice(0, 2)).toEqual(['before', 'invite']);
    // Right after the commit: when to come back, and what to see then.
    expect(steps.slice(-3)).toEqual(['commit', 'reload', 'propose']);
    expect(container.querySelector('[data-step="reload"]')).toHaveTextContent(t('review:propose.reload'));
    expect(container.querySelector('[data-step="invite"] a')).toHaveAttribute(
      'href',
      'https://github.com/octo-org/site/invitations',
    );
    expect(container.querySelector('[data-step="commit"]')).toHaveTextContent(
      t('review:propose.commit', { branch: 'copy/resources' }),
    );
    const comment = screen.getByRole('region', { name: t('review:comment.title') });
    expect(comment).toHaveTextContent(t('review:comment.text'));
    // The fallback without Netlify's toolbar: the site's own address (data/site.json), linked.
    expect(comment.querySelector('[data-email] a')).toHaveAttribute('href', `mailto:${site.email}`);
    const glossary = screen.getByRole('region', { name: t('review:glossary.title') });
    expect(glossary.querySelectorAll('dt')).toHaveLength(
      Object.keys((loadLocales()[language].review as { glossary: { terms: object } }).glossary.terms).length,
    );
  });

  it("keeps the deck's own wording apart, last, marked optional and folded", () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const groups = [...container.querySelectorAll('section[aria-labelledby^="group-"]')];
    const last = groups.at(-1)!;
    expect(last.getAttribute('aria-labelledby')).toBe('group-review');
    expect(last.querySelector('[data-optional]')).toHaveTextContent(t('review:optional'));
    expect(groups.slice(0, -1).some((group) => group.querySelector('[data-optional]'))).toBe(false);
    const rows = [...last.querySelectorAll('li[data-key]')];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.getAttribute('data-key')!.startsWith('review:'))).toBe(true);
    // Every one of them inside a closed <details>, the page's last part (after the details still to fill in).
    const details = last.querySelector('details[data-optional-rows]')!;
    expect(details).not.toHaveAttribute('open');
    expect(rows.every((row) => details.contains(row))).toBe(true);
    expect(container.querySelectorAll('details li[data-key]')).toHaveLength(rows.length);
    const placeholders = container.querySelector('section[aria-labelledby="placeholders"]')!;
    expect(placeholders.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks the name of every entry no page shows as text, and puts a visible entry before its screen-reader name', () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const marks = { label: t('review:hiddenMark.label'), onFocus: t('review:hiddenMark.onFocus') };
    const wrong: string[] = [];
    let marked = 0;
    for (const row of container.querySelectorAll('li[data-key]')) {
      const places = row.querySelector('[data-places]')!.getAttribute('data-places')!.split(' ');
      const name = row.querySelector('[data-name]')!.textContent!;
      const screenReader = places.includes('label') || places.includes('alt');
      const expected = places.includes('text')
        ? null
        : screenReader
          ? marks.label
          : places.includes('onFocus')
            ? marks.onFocus
            : null;
      if (Object.values(marks).some((mark) => name.endsWith(mark) !== (mark === expected)))
        wrong.push(row.getAttribute('data-key')!);
      if (expected) marked++;
    }
    expect(wrong).toEqual([]);
    expect(marked).toBeGreaterThan(0);
    const keys = [...container.querySelectorAll('li[data-key]')].map((row) => row.getAttribute('data-key'));
    expect(keys.indexOf('home:offerings.learnMore')).toBeGreaterThan(-1);
    expect(keys.indexOf('home:offerings.learnMoreAbout')).toBeGreaterThan(keys.indexOf('home:offerings.learnMore'));
  });

  it("gives every detail still to fill in a note in the deck's language", () => {
    const { container } = renderDeck(language, pr.dir, PREVIEW);
    const notes = [...container.querySelectorAll('[data-placeholder]')];
    expect(notes).toHaveLength(sitePlaceholders.length);
    const english = translator('en');
    for (const item of notes) {
      const key = item.getAttribute('data-placeholder')!;
      const note = item.querySelector('[data-fill]')!.textContent!;
      expect(note).toBe(t(`review:placeholders.notes.${noteId(key)}`));
      if (language === 'en') continue;
      // Chinese throughout: its Latin words are only the names and values the English note also gives.
      const latin = note.match(/[A-Za-z][A-Za-z.:/-]*/g) ?? [];
      const inEnglish = english(`review:placeholders.notes.${noteId(key)}`);
      for (const word of latin) expect([key, word, inEnglish.includes(word)]).toEqual([key, word, true]);
      expect(note.match(/\p{Script=Han}/gu)!.length).toBeGreaterThan(latin.length);
    }
  });
});
