/**
 * @jest-environment jsdom
 *
 * The deploy-preview build in .preview-build/ (`npm run build:preview`): nothing in it may be indexed, its addresses
 * are the preview's own, no part of REPOSITORY_URL's credential is in it, and it has a copy deck of every string of
 * locales/ and data/, of which public/ carries no trace.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_TOKEN, REPOSITORY, previewEnv } from '../../tools/previewEnv';
import { copyChanges } from '../../gatsby/copyDeck/changes';
import { dataCopy, localeCopy } from '../../gatsby/copyDeck/copy';
import { COPY_DECK_PATH } from '../../gatsby/copyDeck/copyDeck';
import { PAGES, barLinks } from '../support/pages';
import { PAGES as SITE_PAGES } from '../../src/site/pages';
import { sitePlaceholders } from '../../src/data/site';
import { groupTitle, isHidden, placementOf } from '../../gatsby/copyDeck/placements';
import { editUrl } from '../../gatsby/copyDeck/repository';
import { deckRows } from '../../gatsby/copyDeck/rows';
import { buildTimeIn, changeId, citation, lineOf, placeholdersOf, rowId } from '../../gatsby/copyDeck/strings';
import { builtPages, fileForUrl, publicDir, readPage, rootDir, served } from '../support/builtSite';
import { loadLocales, translator } from '../support/locales';

const dir = join(rootDir, '.preview-build');
if (!existsSync(join(dir, 'build-env.json'))) {
  throw new Error(
    '.preview-build/ is missing: run `npm run build:preview` (npm test runs it before the production build).',
  );
}
const env: Record<string, string> = JSON.parse(readFileSync(join(dir, 'build-env.json'), 'utf8'));
const pages = builtPages(dir);
const isDeck = (path: string) => path.endsWith(COPY_DECK_PATH);
const sitePages = pages.filter((p) => !isDeck(p.path));
describe(`deploy-preview build (${env.DEPLOY_PRIME_URL})`, () => {
  it('was built as a deploy preview, with Netlify’s production URL also set', () => {
    expect(env.CONTEXT).toBe('deploy-preview');
    expect(env.URL).not.toBe(env.DEPLOY_PRIME_URL);
    expect(sitePages.filter((p) => !p.notFound).map((p) => p.path)).toEqual([...PAGES].sort());
  });

  it('robots.txt disallows everything and names no sitemap', () => {
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/^Sitemap:/m);
  });

  it('sends X-Robots-Tag: noindex on every path, as Netlify would serve its _headers', () => {
    const paths = ['/', '/zh/about/', '/sitemap-index.xml', '/static/any.png', '/zh/no-such-page/', COPY_DECK_PATH];
    const headers = served(dir, paths);
    for (const path of paths) expect([path, headers[path].headers['X-Robots-Tag']]).toEqual([path, 'noindex']);
  });

  it.each(pages)(
    '$path is noindex; canonical, alternates and og: are at the preview address',
    ({ path, file, notFound }) => {
      const page = readPage(file);
      expect(page.metas('robots')).toEqual(['noindex']);
      expect(page.html).not.toContain(env.URL);
      if (notFound || isDeck(path)) return;
      expect(page.canonical).toEqual([`${env.DEPLOY_PRIME_URL}${path}`]);
      expect(page.meta('og:url')).toBe(`${env.DEPLOY_PRIME_URL}${path}`);
      expect(page.meta('og:image')).toBe(`${env.DEPLOY_PRIME_URL}/og-image.png`);
      for (const [, href] of page.alternates) expect(fileForUrl(dir, env.DEPLOY_PRIME_URL, href!)).not.toBeNull();
    },
  );
});

const locales = loadLocales();
const languages = Object.keys(locales);
const dataDir = join(rootDir, 'data');
const dataFiles = Object.fromEntries(
  readdirSync(dataDir).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dataDir, f), 'utf8'))]),
);
/** Every string of the copy, as the build read it, and the rows the deck must have, in the order it must have them. */
const strings = [...localeCopy(locales), ...dataCopy(dataFiles)];
const expectedRows = deckRows(strings);
const pageFile = (path: string) => join(dir, path, 'index.html');
const pageAt = (() => {
  const cache = new Map<string, ReturnType<typeof readPage>>();
  return (path: string) => {
    if (!cache.has(path)) cache.set(path, readPage(pageFile(path)));
    return cache.get(path)!;
  };
})();

describe('the build holds no part of the credential of REPOSITORY_URL', () => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());
  const repositoryUrl = previewEnv(env.URL).REPOSITORY_URL;
  /** A file's text as one line, without terminal colours: a log wraps long lines, which could split a secret. */
  const compact = (file: string) =>
    readFileSync(file, 'latin1')
      .replace(/\x1b\[[\d;]*[A-Za-z]/g, '')
      .replace(/\s+/g, '');

  it('was built with a REPOSITORY_URL that carries a (fake) token, and kept its log', () => {
    expect(repositoryUrl).toContain(`x-access-token:${FAKE_TOKEN}@github.com/`);
    expect(env.REPOSITORY_URL).toBeUndefined();
    const { owner, name, branch } = REPOSITORY;
    expect(compact(join(dir, 'build-log.txt'))).toContain(`github.com/${owner}/${name}onbranch${branch}`);
  });

  it('in no file: page, script, page data, header rules or log line', () => {
    expect(files.length).toBeGreaterThan(100);
    const halves = [FAKE_TOKEN.slice(0, FAKE_TOKEN.length / 2), FAKE_TOKEN.slice(FAKE_TOKEN.length / 2)];
    const secrets = [repositoryUrl, 'x-access-token', ...halves];
    const found = files
      .filter((file) => !/\.(png|avif|webp|jpg|ico)$/.test(file))
      .flatMap((file) => {
        const text = compact(file);
        return secrets
          .filter((secret) => text.includes(secret))
          .map((secret) => `${file}: ${secret.length} characters`);
      });
    expect(found).toEqual([]);
  });
});

describe.each([COPY_DECK_PATH, `/zh${COPY_DECK_PATH}`])('the copy deck at %s', (path) => {
  const page = pageAt(path);
  const rows = [...page.doc.querySelectorAll('li[data-key]')];

  it('is in its language, and left out of the sitemap', () => {
    expect(page.lang).toBe(path.startsWith('/zh/') ? 'zh-HK' : 'en');
    expect(readFileSync(join(dir, 'sitemap-0.xml'), 'utf8')).not.toContain(COPY_DECK_PATH);
  });

  it("shows the site's navigation bar, and titles each page's group plainly: its label in the bar, or its own heading", () => {
    const language = path.startsWith('/zh/') ? 'zh' : 'en';
    const t = translator(language);
    const menu = page.doc.getElementById('site-menu')!;
    const shown = [...menu.querySelectorAll('a')].map((a) => a.textContent);
    for (const { name, external } of barLinks(t, language)) if (!external) expect(shown).toContain(name);
    for (const site of SITE_PAGES) {
      const heading = page.doc.getElementById(`group-${site.id}`)?.textContent;
      expect(heading).toBe(groupTitle(t, site.id));
      // Named by the bar's label where the page has one (so a new page needs no review.json entry), never its title.
      expect(heading).toContain('bar' in site ? t(`${site.id}:nav`) : t(`review:groups.${site.id}`));
      expect(heading).not.toBe(t(`${site.id}:meta.title`));
    }
  });

  it('lists every string of locales/ and data/ once, in visitor order, with its file › key and text per language', () => {
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.map((row) => row.getAttribute('data-key'))).toEqual(expectedRows.map((r) => `${r.source}:${r.key}`));
    const written = new Map(strings.map((s) => [`${s.file} › ${s.key}`, s.value]));
    for (const row of rows) {
      const [source, key] = row.getAttribute('data-key')!.split(/:(.*)/, 2);
      expect(row.querySelector('[data-cite]')!.textContent).toBe(citation(source, key));
      for (const cell of row.querySelectorAll('[data-file]')) {
        const text = cell.querySelector('[data-text]')?.textContent;
        expect([cell.getAttribute('data-file'), text]).toEqual([
          cell.getAttribute('data-file'),
          written.get(`${cell.getAttribute('data-file')} › ${key}`),
        ]);
      }
    }
    // The texts of data/resource*.json are in once, in one column (English only), in the order the page shows them.
    const resources = rows.filter((row) => /^data\/resource/.test(row.getAttribute('data-key')!));
    expect(resources).toHaveLength(2 + 2 * dataFiles.resourceGroups.length + 2 * dataFiles.resources.length);
    for (const row of resources) expect(row.querySelectorAll('[data-file]')).toHaveLength(1);
    const shown = pageAt('/resources/').doc.querySelector('main')!.textContent!;
    const at = resources.map((row) => shown.indexOf(row.querySelector('[data-text]')!.textContent!));
    expect(at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]))).toBe(true);
  });

  it('gives each row a stable anchor made of its file and key, and a plain link to it', () => {
    for (const row of rows) {
      const [source, key] = row.getAttribute('data-key')!.split(/:(.*)/, 2);
      expect(row.id).toBe(rowId(source, key));
      expect(row.querySelector('[data-permalink]')!.getAttribute('href')).toBe(`#${row.id}`);
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it("links each row to GitHub's editor on the preview's branch, one link per file", () => {
    for (const row of rows)
      for (const cell of row.querySelectorAll('[data-file]'))
        expect(cell.querySelector('[data-edit]')!.getAttribute('href')).toBe(
          editUrl(REPOSITORY, cell.getAttribute('data-file')!),
        );
    expect(editUrl(REPOSITORY, 'locales/zh/about.json')).toBe(
      `https://github.com/${REPOSITORY.owner}/${REPOSITORY.name}/edit/${REPOSITORY.branch}/locales/zh/about.json`,
    );
  });

  it('links each row to where it appears in both languages, to a section that page has', () => {
    for (const row of rows) {
      const links = [...row.querySelectorAll('[data-see]')].map((a) => a.getAttribute('href')!);
      expect(links).toHaveLength(languages.length);
      for (const link of links) {
        const [target, section] = link.split('#');
        expect([link, existsSync(pageFile(target))]).toEqual([link, true]);
        if (section) expect([link, pageAt(target).doc.getElementById(section)]).not.toEqual([link, null]);
      }
      const [english, chinese] = links;
      expect(chinese).toBe(`/zh${english}`);
    }
  });

  it('says where each string appears, names the control of the ones no page shows, and what a visitor gets', () => {
    const hidden = rows.filter(
      (row) => !row.querySelector('[data-places]')!.getAttribute('data-places')!.includes('text'),
    );
    const expectedHidden = expectedRows.filter((r) => isHidden(placementOf(r.source, r.key)));
    expect(hidden.map((row) => row.id)).toEqual(expectedHidden.map((r) => r.id));
    expect(hidden.length).toBeGreaterThan(20);
    for (const row of rows) {
      const places = row.querySelector('[data-places]')!;
      expect(places.getAttribute('data-places')).not.toMatch(/unplaced/);
      // The deck's own words are written out in the page's language, not left as keys.
      const chrome = row.querySelectorAll('[data-places], [data-control], .label, .see, [data-permalink], [data-edit]');
      for (const text of [...chrome].map((element) => element.textContent))
        expect(text).not.toMatch(/review:|^[a-z]+(\.[a-zA-Z]+)+$/);
    }
    for (const row of hidden.filter((r) =>
      /label|alt|onFocus/.test(r.querySelector('[data-places]')!.getAttribute('data-places')!),
    ))
      expect([row.id, row.querySelector('[data-control]')?.textContent]).not.toEqual([row.id, undefined]);
    // What a visitor or screen reader gets is what the built page in that language says: a label, an alt or a text.
    const gets = rows.flatMap((row) => [...row.querySelectorAll('[data-gets]')].map((li) => ({ row, li })));
    expect(gets.length).toBeGreaterThan(10);
    for (const { row, li } of gets) {
      const english = row.querySelector('[data-see]')!.getAttribute('href')!.split('#')[0];
      const built = pageAt(li.getAttribute('data-gets') === 'zh' ? `/zh${english}` : english).doc;
      // Labels, alt texts and head tags (title, descriptions, cards, structured data) as well as the page's text.
      const said = [...built.querySelectorAll('[aria-label], [alt], meta[content]')].flatMap((e) =>
        ['aria-label', 'alt', 'content'].map((name) => e.getAttribute(name)),
      );
      const read = [
        built.body,
        built.querySelector('title'),
        ...built.querySelectorAll('script[type="application/ld+json"]'),
      ]
        .map((e) => e?.textContent ?? '')
        .join('\n');
      const text = li.textContent!;
      expect([row.id, text, said.includes(text) || read.includes(text)]).toEqual([row.id, text, true]);
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('says next to every string holding {{placeholders}} what each becomes and to keep it', () => {
    for (const row of rows) {
      const names = [
        ...new Set([...row.querySelectorAll('[data-text]')].flatMap((p) => placeholdersOf(p.textContent!))),
      ];
      const note = row.querySelector('[data-placeholders]');
      expect([row.id, note?.getAttribute('data-placeholders') ?? '']).toEqual([row.id, names.join(' ')]);
      if (note) expect(note.querySelectorAll('li')).toHaveLength(names.length);
    }
  });

  it('lists first, each linking to its row, exactly the strings this build changes against the production branch', () => {
    const changes = copyChanges(rootDir, strings);
    const status = page.doc.querySelector('[data-changes]')!;
    expect(status.getAttribute('data-changes')).toBe(changes.known ? 'known' : changes.reason);
    const marked = rows.flatMap((row) =>
      [...row.querySelectorAll('[data-file]')]
        .filter((cell) => cell.querySelector('[data-change]'))
        .map((cell) => changeId(cell.getAttribute('data-file')!, row.getAttribute('data-key')!.split(/:(.*)/, 2)[1])),
    );
    expect(marked.sort()).toEqual(changes.known ? Object.keys(changes.strings).sort() : []);
    const listed = [...status.querySelectorAll('[data-changed] a')].map((a) => a.getAttribute('href'));
    const changedRows = rows.filter((row) => row.querySelector('[data-change]')).map((row) => `#${row.id}`);
    expect(listed).toEqual(changedRows);
    expect(status.compareDocumentPosition(rows[0]) & 4).toBeTruthy(); // DOCUMENT_POSITION_FOLLOWING
  });

  it('has a contents list by page, every link of it leading to a part of the deck', () => {
    const contents = [...page.doc.querySelectorAll('nav[aria-labelledby="contents-title"] a')].map((a) =>
      a.getAttribute('href')!,
    );
    expect(contents.length).toBeGreaterThan(8);
    for (const href of contents) expect([href, page.doc.getElementById(href.slice(1))]).not.toEqual([href, null]);
    const groups = new Set(expectedRows.map((r) => `#group-${r.placement.group}`));
    expect(contents.filter((href) => href.startsWith('#group-'))).toEqual([...groups]);
  });

  it('says which pull request and commit it was built from, and when, with links to both', () => {
    const { owner, name } = REPOSITORY;
    const fact = (which: string) => page.doc.querySelector(`[data-fact="${which}"] dd`)!;
    expect(fact('pullRequest').querySelector('a')!.getAttribute('href')).toBe(
      `https://github.com/${owner}/${name}/pull/${env.REVIEW_ID}`,
    );
    const commit = fact('commit').querySelector('a')!;
    expect(commit.getAttribute('href')).toBe(`https://github.com/${owner}/${name}/commit/${env.COMMIT_REF}`);
    expect(commit.textContent).toBe(env.COMMIT_REF.slice(0, 7));
    const time = fact('time').querySelector('time')!;
    const built = new Date(time.getAttribute('datetime')!);
    const log = statSync(join(dir, 'build-log.txt')).mtime;
    expect(log.getTime() - built.getTime()).toBeGreaterThan(0);
    expect(log.getTime() - built.getTime()).toBeLessThan(60 * 60 * 1000);
    expect(time.textContent).toContain(buildTimeIn(time.getAttribute('datetime')!, page.lang!));
  });

  it('shows each text as its file writes it (codes visible), under a name in the language of the deck', () => {
    const written = new Map(strings.map((s) => [`${s.file} › ${s.key}`, s.value]));
    const han = /\p{Script=Han}/u;
    for (const row of rows) {
      const key = row.getAttribute('data-key')!.split(/:(.*)/, 2)[1];
      const name = row.querySelector('[data-name]')!.textContent!;
      expect(name).not.toMatch(/review:|names\./);
      if (path.startsWith('/zh/')) expect([row.id, han.test(name)]).toEqual([row.id, true]);
      for (const cell of row.querySelectorAll('[data-file]')) {
        const value = written.get(`${cell.getAttribute('data-file')} › ${key}`)!;
        expect(cell.querySelector('[data-line]')!.textContent).toBe(lineOf(key, value));
      }
    }
    const lines = rows.map((row) => row.querySelector('[data-line]')!.textContent!);
    expect(lines.filter((line) => /\\u00a0/.test(line)).length).toBeGreaterThan(0);
  });

  it("lists data/site.json's placeholders", () => {
    const listed = [...page.doc.querySelectorAll('[data-placeholder]')].map((el) =>
      el.getAttribute('data-placeholder'),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(sitePlaceholders.map((p) => p.key));
    // Each with its note in the language of the deck: in Chinese, Chinese.
    for (const note of page.doc.querySelectorAll('[data-placeholder] [data-fill]'))
      expect(/\p{Script=Han}/u.test(note.textContent!)).toBe(path.startsWith('/zh/'));
  });
});

describe('review builds and production', () => {
  it.each(sitePages)(
    'preview $path: its banner links to the copy deck in its language, to read and to propose, and names the drawer',
    ({ path, file }) => {
      const built = readPage(file);
      const banner = built.doc.querySelector('body > nav')!;
      const deck = path.startsWith('/zh/') ? `/zh${COPY_DECK_PATH}` : COPY_DECK_PATH;
      const links = [...banner.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      const { owner, name } = REPOSITORY;
      expect(links).toEqual([
        deck,
        `${deck}#propose`,
        `https://github.com/${owner}/${name}/pull/${env.REVIEW_ID}`,
        `${deck}#preview`,
      ]);
      expect(banner.querySelectorAll('li')).toHaveLength(5);
      // When it was built, as the deck of its language says it.
      const time = banner.querySelector('time')!;
      expect(time.textContent).toContain(buildTimeIn(time.getAttribute('datetime')!, built.lang!));
    },
  );

  it('production carries no copy deck: no page, page data, chunk, link, banner or string of it', () => {
    const production = builtPages(publicDir);
    expect(production.length).toBeGreaterThanOrEqual(8);
    expect(production.filter((p) => isDeck(p.path))).toEqual([]);
    expect(existsSync(join(publicDir, 'page-data', COPY_DECK_PATH))).toBe(false);
    const review = locales.en.review as { banner: { deck: string } };
    const traces = (text: string) =>
      [COPY_DECK_PATH, 'review-banner', review.banner.deck].filter((t) => text.includes(t));
    for (const { file } of production) expect([file, traces(readFileSync(file, 'utf8'))]).toEqual([file, []]);
    // The chunks of this build, as webpack lists them (public/ may still hold files of an earlier build).
    const { assetsByChunkName } = JSON.parse(readFileSync(join(publicDir, 'webpack.stats.json'), 'utf8')) as {
      assetsByChunkName: Record<string, string[]>;
    };
    expect(Object.keys(assetsByChunkName).filter((chunk) => /review|copy-?deck/i.test(chunk))).toEqual([]);
    const scripts = [...new Set(Object.values(assetsByChunkName).flat())].filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts)
      expect([script, traces(readFileSync(join(publicDir, script), 'utf8'))]).toEqual([script, []]);
    expect(readFileSync(join(publicDir, 'sitemap-0.xml'), 'utf8')).not.toContain(COPY_DECK_PATH);
  });
});
