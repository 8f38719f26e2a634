/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { CreateNodeArgs, ParentSpanPluginArgs, PluginOptions } from 'gatsby';
import type { Content, Json } from '../../gatsby/content/check';
import { checkContent, checkContentAt, formatFinding, loadContent } from '../../gatsby/content/check';
import { jsonText, textProblems } from '../../gatsby/content/rules';
import { valueAt } from '../../src/i18n/keys';
import { LANGUAGE_CODES } from '../../src/i18n/languages';
import { COURSE_WEEKS, EXPERIENCE_YEARS, RESOURCE_COUNTS } from '../../src/site/constants';
import { PAGES, namespacesOf } from '../../src/site/pages';
import { onCreateNode, onPreBootstrap } from '../../gatsby-node';
import { iconPaths } from '../../src/components/icons';
import { dataTypeDefs } from '../../src/data/schema';

const root = join(__dirname, '..', '..');
const groupKeys = Object.keys(RESOURCE_COUNTS) as (keyof typeof RESOURCE_COUNTS)[];
const [firstGroup, lastGroup] = [groupKeys[0], groupKeys.at(-1)!];
const { content: project, errors: unreadable } = loadContent(root);
const { notices } = checkContent(project);

type Obj = { [key: string]: Json };
type Change = (c: Content) => void;
/** The lines the check prints for the project's own content with one change: a fixture for one failure mode. */
const linesAfter = (change: Change, options = {}) => {
  const fixture = structuredClone(project);
  change(fixture);
  return checkContent(fixture, options).errors.map(formatFinding);
};
/** A change at a key path into locales/ or data/: the new value, or a function of the old; undefined deletes. */
const set =
  (path: string, to: Json | undefined | ((old: Json, get: (path: string) => Json) => Json | undefined)): Change =>
  (c) => {
    const get = (keyPath: string) =>
      valueAt((keyPath.split(/\W/)[0] in c.locales ? c.locales : c.data) as Json, keyPath)!;
    const [, parentPath, last] = /^(.*?)\.?([^.[\]]+)\]?$/.exec(path)!;
    const parent = get(parentPath) as Obj;
    const value = typeof to === 'function' ? to(parent[last], get) : to;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  };
const del = (path: string) => set(path, undefined);
const all =
  (...changes: Change[]): Change =>
  (c) =>
    changes.forEach((change) => change(c));
const english = (keyPath: string) => set(`zh.${keyPath}`, (_, get) => get(`en.${keyPath}`));
const mail = (old: Json) => String(old).replace('{{email}}', '{{mail}}');
const avoid = (lng: string, term: Content['terminology'][string][number]) => (c: Content) =>
  void (c.terminology = { en: [], zh: [], [lng]: [term] });

describe('the project content', () => {
  it('reads both languages with every namespace a page loads (src/site/pages.ts), the allow-list and the terminology, and passes every check', () => {
    expect([...unreadable, ...project.unreadable]).toEqual([]);
    const namespaces = PAGES.flatMap(namespacesOf);
    for (const lng of LANGUAGE_CODES)
      expect(Object.keys(project.locales[lng])).toEqual(expect.arrayContaining(namespaces));
    expect(checkContent(project).errors.map(formatFinding)).toEqual([]);
    expect(project.allowList.keys).toHaveProperty(['nav:meta.siteName'], expect.any(String));
    expect(project.terminology.zh[0]).toHaveProperty('avoid', expect.any(Array));
  });

  it('takes icon names from the icons the site draws', () => {
    expect(dataTypeDefs).toContain(`enum IconName { ${Object.keys(iconPaths).join(' ')} }`);
  });
});

/** The file and key a change path names: "zh.home.hero.title" -> "locales/zh/home.json › hero.title". */
const located = (path: string) => {
  const [, lng, name, key] = /^(?:([a-z]{2})\.)?(\w+)\.?(.*)$/.exec(path)!;
  return `${lng ? `locales/${lng}/${name}` : `data/${name}`}.json › ${key || '(file)'}`;
};
type To = Parameters<typeof set>[1];
/** Failure modes reported at the key they change: rule, path, new value, words the line says. */
const atTheChange: [string, string, To, string[]?][] = [
  // Key sets, en against zh.
  ['missing-key', 'zh.home.hero.title', undefined, ['locales/en/home.json']],
  ['extra-key', 'zh.home.hero.tagline', '新標語'],
  ['missing-namespace', 'zh.footer', undefined],
  // Empty and non-text values.
  ['empty-string', 'en.footer.tagline', '  '],
  ['empty-string', 'zh.about.meta.description', ''],
  ['not-a-string', 'zh.about.experience[0]', 4],
  ['empty-string', 'resourcesPage.intro', ''],
  // Placeholders.
  ['placeholder-mismatch', 'zh.footer.email', mail, ['{{mail}}', '{{email}}']],
  ['placeholder-mismatch', 'zh.nav.language.current', '語言', ['none', '{{language}}']],
  ['label-in-name', 'en.nav.brandHome', (old) => `x ${old}`, ['{{brand}}', 'voice control']],
  ['label-in-name', 'zh.services.data-career.ctaName', (old) => `x ${old}`, ['voice control']],
  [
    'duplicate-name',
    'en.services.data-strategy.ctaName',
    (_, get) => get('en.services.data-career.ctaName'),
    ['data-career'],
  ],
  ['malformed-placeholder', 'zh.footer.social', (old) => `${old}}`, ['{{name}}']],
  ['unknown-placeholder', 'en.footer.tagline', (old) => `${old} {{year}}`, ['{{brand}}', '{{year}}']],
  ['spec-label', 'en.home.offerings.learnMore', (old) => `${old}!`, ['spec']],
  // Limits the site puts on a string.
  ['too-long', 'zh.nav.meta.shortName', '數'.repeat(13), ['13', '12', 'manifest']],
  ['too-long', 'en.resources.meta.description', 'x'.repeat(161), ['161', '160']],
  ['too-short', 'zh.about.meta.description', '數'.repeat(49), ['49', '50']],
  ['duplicate-title', 'zh.notFound.meta.title', (_, get) => get('zh.home.meta.title'), ['home.json › meta.title']],
  ['line-break', 'en.home.hero.subtitle', (old) => `${old}\nsecond line`],
  // Untranslated text.
  ['untranslated', 'zh.home.hero.title', (_, get) => get('en.home.hero.title'), ['allow-list']],
  ['untranslated', 'zh.home.offerings.learnMore', (_, get) => ` ${get('en.home.offerings.learnMore')} `],
  ['no-chinese', 'zh.nav.getDataJob', 'Get a data job!', ['Chinese']],
  // HK typesetting, in any string with a Chinese character.
  ['han-digit-space', 'zh.home.hero.course', '數據 4', ['"數據 4"', '4年以上']],
  ['han-digit-space', 'zh.nav.meta.course.name', '12 星期', ['"12 星期"']],
  ['half-width-punctuation', 'zh.nav.newTab', (old) => `${old}(數據)`, ['(數據', '（']],
  ['half-width-punctuation', 'zh.footer.tagline', '數據, 分析', ['"數據, 分"']],
  ['half-width-punctuation', 'en.nav.menu', '中文:香港', ['"中文:香港"']],
  ['half-width-punctuation', 'resources[0].description', 'Python 教學!'],
  ['space-by-full-width', 'zh.nav.newTab', (old) => String(old).replace('}}', '}} '), [' （']],
  ['space-by-full-width', 'zh.footer.tagline', (old) => `數據， ${old}`],
  ['enumeration-comma', 'zh.services.data-strategy.intro', (old) => `數據、而${old}`, ['"數據、而', '，']],
  ['enumeration-comma', 'zh.footer.tagline', (old) => `數據、${old}`.replace(/。?$/, '、'), ['、"']],
  ['enumeration-comma', 'zh.home.hero.subtitle', '數據、，分析'],
  ['straight-quote', 'en.home.hero.subtitle', (old) => `${old} It's "free".`, ["It's", '’']],
  ['straight-quote', 'zh.footer.tagline', (old) => `"${old}"`],
  ['straight-quote', 'resources[0].description', (old) => `${old} It's free.`, ["'s"]],
  // Addresses in data/.
  ['insecure-address', 'site.links.course', 'http://course.example.hk/', ['https://']],
  ['insecure-address', 'resources[1].description', 'See http://lukebarousse.com for more.'],
  ['malformed-address', 'resources[4].link', 'https://datasetsearch.research. google.com/', ['spaces']],
  ['malformed-address', 'resources[5].link', 'www.kaggle.com/datasets'],
  ['malformed-address', 'site.social[0].url', 'https:www.linkedin.com/in/someone'],
  ['malformed-address', 'site.siteUrl', 'https://localhost:8000', ['domain']],
  ['malformed-address', 'site.social[1].url', 'javascript:alert(1)'],
  ['malformed-email', 'site.social[1].url', 'mailto:coach-at-example.hk'],
  ['malformed-email', 'site.email', 'hello(at)coach.hk'],
  // Data entries against their types in src/data/schema.ts.
  ['missing-field', 'services[0].icon', undefined],
  ['unknown-value', 'services[1].features[2].icon', 'rocket', ['IconName', 'career']],
  ['unknown-value', 'site.social[0].network', 'mastodon'],
  ['unknown-value', 'services[2].cta', 'button', ['demo', 'panel']],
  ['wrong-type', 'expertise[0].order', '1', ['Int']],
  ['missing-field', 'resources[2].description', undefined],
  ['missing-field', 'resources[0].group', undefined],
  ['unknown-value', 'resources[0].group', 'podcasts', ['podcasts']],
  ['unknown-value', 'site.course.offerCategory', 'Cheap', ['Partially Free']],
  // Placeholders in data/ (src/data/placeholders.ts): an example address left unmarked, a malformed marker.
  ['unmarked-placeholder', 'site.links.course', 'https://example.com/course'],
  ['unmarked-placeholder', 'site.email', 'coach@example.org'],
  ['placeholder-marker', 'site.person.name', { placeholder: 'A Coach' }],
  ['placeholder-marker', 'resourcesPage.title', { placeholder: 'Free', fill: 'the title', fil: 'typo' }],
  // The resources list, the pages of src/site/pages.ts, copy for each entry.
  ['duplicate-resource', 'resources[3].link', (_, get) => get('resources[0].link'), ['[0]']],
  ['duplicate-resource', 'resources[1].order', (_, get) => get('resources[0].order'), ['[0]']],
  ['missing-file', 'resourcesPage', undefined],
  [
    'constant',
    'zh.home.hero.course',
    (old) => (old as string).replace(String(COURSE_WEEKS), String(COURSE_WEEKS + 1)),
    ['COURSE_WEEKS'],
  ],
  ['constant', 'en.home.hero.proof', (old) => (old as string).replace(/\d+/, '7'), ['EXPERIENCE_YEARS']],
  ['constant', 'en.home.hero.course', (old) => (old as string).replace(/\d+/, 'twelve'), ['in digits']],
  ['constant', 'zh.home.hero.proof', (old) => (old as string).replace(/\d+/, '四'), ['in digits']],
  ['missing-copy', 'en.about.nav', undefined, ['src/site/pages.ts', '"about"']],
  ['stale-entry', 'en.preview.editor.hints.home.gone', 'a hint for a renamed text', ['home:gone']],
  ['stale-entry', 'en.preview.editor.files.gone', 'a label for a renamed file', ['"gone"']],
  ['missing-copy', 'services[0].features[1].key', 'mentoring', ['features.mentoring.title']],
  ['missing-copy', 'expertise[0].key', 'dataEngineering', ['locales/en/about.json']],
];
/** The line that reports a failure mode ("[rule] file › key"), the change, and what the line says. */
type Case = [string, Change, string[]?];
const cases: Case[] = [
  ...atTheChange.map(([rule, path, to, ...rest]): Case => [`[${rule}] ${located(path)}`, set(path, to), ...rest]),
  [
    '[missing-key] locales/zh/about.json › experience[2]',
    set('zh.about.experience', (old) => (old as Json[]).slice(0, -1)),
  ],
  [
    // The two roles' figures swapped: each paragraph states its own.
    '[constant] locales/zh/about.json › experience[0]',
    set('zh.about.experience', (old) => {
      const [first, second] = Object.values(EXPERIENCE_YEARS).map(String);
      return (old as string[]).map((text) => text.replace(/\d+/, (n) => (n === first ? second : first)));
    }),
    ['src/site/constants.ts', 'EXPERIENCE_YEARS'],
  ],
  ['[missing-namespace] locales/zh/ › (folder)', (c) => delete c.locales.zh],
  [
    '[stale-entry] gatsby/content/untranslatedAllowList.json › keys › nav:gone',
    (c) => (c.allowList.keys['nav:gone'] = ''),
  ],
  [
    '[unknown-placeholder] locales/en/footer.json › email',
    all(...LANGUAGE_CODES.map((code) => set(`${code}.footer.email`, mail))),
    ['{{email}}', '{{mail}}'],
  ],
  [
    '[terminology] locales/zh/footer.json › tagline',
    all(
      avoid('zh', { idea: 'test idea', use: '甲', avoid: ['丙', '乙'], why: 'test reason' }),
      set('zh.footer.tagline', (old) => `${old}乙`),
    ),
    ['"乙"', '"甲"', 'test idea', 'test reason'],
  ],
  [
    '[terminology] locales/en/footer.json › connectTitle',
    all(
      avoid('en', { idea: 'test idea', use: 'Qwerty', avoid: ['Zzyzx'] }),
      set('en.footer.connectTitle', (old) => `${old} Zzyzx`),
    ),
    ['"Zzyzx"', '"Qwerty"'],
  ],
  [
    '[unknown-field] data/expertise.json › [1].ikon',
    set('expertise[1]', (old) => JSON.parse(JSON.stringify(old).replace('"icon":', '"ikon":'))),
  ],
  [
    // One resource of the last group (src/site/constants.ts) taken out.
    `[resource-count] data/resources.json › group "${lastGroup}"`,
    set('resources', (old) => {
      const last = (old as Obj[]).filter((r) => r.group === lastGroup).at(-1);
      return (old as Obj[]).filter((r) => r !== last);
    }),
    [`${RESOURCE_COUNTS[lastGroup] - 1}`, `${RESOURCE_COUNTS[lastGroup]}`, 'src/site/constants.ts'],
  ],
  [
    // One resource more in the first group: a copy of its last, with its own order and link.
    `[resource-count] data/resources.json › group "${firstGroup}"`,
    set('resources', (old) => {
      const last = (old as Obj[]).filter((r) => r.group === firstGroup).at(-1)!;
      return [...(old as Obj[]), { ...last, order: (last.order as number) + 1, link: 'https://c.example.hk/' }];
    }),
    [`${RESOURCE_COUNTS[firstGroup] + 1}`, `${RESOURCE_COUNTS[firstGroup]}`, 'RESOURCE_COUNTS'],
  ],
  [
    '[resource-group] data/resourceGroups.json › (file)',
    set('resourceGroups', (old) => (old as Obj[]).filter((group) => group.key !== lastGroup)),
    [lastGroup],
  ],
];

it.each(cases)('check:content reports %s', (where, change, says = []) => {
  // Its rule's lines alone: a problem in the project's content fails the first test, not every fixture.
  const lines = linesAfter(change).filter((line) => line.startsWith(where.split(' ')[0]));
  const found = lines.find((line) => line.startsWith(`${where}: `));
  expect({ found: found !== undefined, lines }).toEqual({ found: true, lines: expect.any(Array) });
  for (const word of says) expect(found).toContain(word);
});

it.each([
  ['an address', '詳見 https://www.example.hk/a,b:c?x=(1)'],
  ['a {{placeholder}}', '共{{count, number}}個'],
  ['two Latin words or digits', '工具：Power BI, Tableau 及 Python；比例為3:2'],
  ['a word that starts with a conjunction', '數據、和平、及時'],
])('the typesetting rules leave alone half-width characters and 、 in %s', (_name, text) => {
  const rules = ['han-digit-space', 'half-width-punctuation', 'space-by-full-width', 'enumeration-comma'];
  const lines = linesAfter(set('zh.footer.tagline', text));
  expect(lines.filter((line) => rules.some((rule) => line.startsWith(`[${rule}]`)))).toEqual([]);
});

describe('the allow-list', () => {
  const value = String(valueAt(project.locales.en, 'home.hero.getDataJob'));
  const hero = english('home.hero.getDataJob');
  it.each([
    ['nothing', hero, ['home.json › hero.getDataJob']],
    ['its value', all(hero, (c) => (c.allowList.values[value] = 'test')), []],
    [
      'its key, and only that key',
      all(hero, english('nav.getDataJob'), (c) => (c.allowList.keys['home:hero.getDataJob'] = 'test')),
      ['nav.json › getDataJob'],
    ],
  ])('lets a zh string stay in English when it lists %s', (_name, change, left) => {
    const lines = linesAfter(change).filter((line) => line.startsWith('[untranslated]'));
    expect(lines.map((line) => line.split(': ')[0])).toEqual(left.map((at) => `[untranslated] locales/zh/${at}`));
  });
});

describe('placeholders and the launch guard', () => {
  /** Real-looking values by field name (a mailto: link for the social profiles); an https:// address for the rest. */
  const real: Record<string, Json> = {
    mode: 'Online',
    hoursPerWeek: 3,
    offerCategory: 'Paid',
    name: 'A Coach',
    brand: 'A Brand',
  };
  [real.email, real.url] = ['coach@datacareer.hk', 'mailto:coach@datacareer.hk'];
  const filledIn = all(
    ...notices.map(({ file, key }) => {
      const field = key.split('.').pop()!;
      return set(`${basename(file, '.json')}.${key}`, real[field] ?? `https://www.datacareer.hk/${field}`);
    }),
  );

  it('lists each placeholder as a notice naming file, key and what to put there; a launch refuses them all', () => {
    expect(notices.map((n) => n.key)).toEqual(expect.arrayContaining(['siteUrl', 'email', 'course.mode']));
    for (const notice of notices) {
      expect(notice).toMatchObject({ rule: 'placeholder', file: 'data/site.json' });
      expect(formatFinding(notice)).toContain((valueAt(project.data.site, notice.key) as Obj).fill);
    }
    const launch = checkContent(project, { launch: true });
    expect(launch.notices).toEqual([]);
    expect(launch.errors).toEqual(notices);
  });

  it('passes a launch once every placeholder is filled in, and refuses the one left', () => {
    const fixture = structuredClone(project);
    filledIn(fixture);
    expect(checkContent(fixture, { launch: true })).toEqual({ errors: [], notices: [] });
    const left = set('site.links.consultation', { placeholder: 'https://example.com/b', fill: 'the booking page' });
    expect(linesAfter(all(filledIn, left), { launch: true })).toEqual([
      expect.stringMatching(/^\[placeholder\] data\/site\.json › links\.consultation: .*the booking page/),
    ]);
  });
});

describe('files on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'check-content-'));
    for (const part of ['locales', 'data', 'gatsby/content'])
      cpSync(join(root, part), join(dir, part), { recursive: true });
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('reports a file that is not JSON once, as [invalid-json] with its line and column', () => {
    writeFileSync(join(dir, 'locales/zh/home.json'), '{\n  "hero": {\n    "title": "歡迎",\n  }\n}');
    writeFileSync(join(dir, 'data/services.json'), '[\n  { "order": 1 ');
    expect(checkContentAt(dir, {}).errors.map(formatFinding)).toEqual([
      expect.stringMatching(/^\[invalid-json\] locales\/zh\/home\.json › \(file\): .*line 4 column 3\)$/),
      expect.stringMatching(/^\[invalid-json\] data\/services\.json › \(file\): .*line 2 column 16\)$/),
    ]);
  });

  it('names no standards code in any message', () => {
    const messages = linesAfter(
      all(
        set('en.nav.brandHome', (old) => `x ${old}`),
        set('zh.nav.newTab', 'x'),
      ),
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).not.toMatch(/WCAG|RFC|ISO|\b\d+\.\d+\.\d+\b/);
  });

  it('reports an invisible character typed as itself, as [invisible-character] with the key, and not one written as an escape', () => {
    const file = join(dir, 'locales/en/home.json');
    const home = project.locales.en.home as Obj;
    const title = `${(home.hero as Obj).title}`.replace(' ', '\u00a0');
    // Written as the check wants it, but for the title's no-break space, typed as itself.
    writeFileSync(file, jsonText({ ...home, hero: { ...(home.hero as Obj), title } }).replace('\\u00a0', '\u00a0'));
    expect(checkContentAt(dir, {}).errors.map(formatFinding)).toEqual([
      expect.stringMatching(
        /^\[invisible-character\] locales\/en\/home\.json › hero\.title: .*no-break space.*\\u00a0/,
      ),
    ]);
    writeFileSync(file, jsonText({ ...home, hero: { ...(home.hero as Obj), title } }));
    expect(checkContentAt(dir, {}).errors).toEqual([]);
  });

  it('finds a Latin term to avoid as a whole word only, a Han one anywhere', () => {
    const lists = {
      allowList: { values: {}, keys: {} },
      terminology: { en: [{ idea: 'x', use: 'y', avoid: ['Zzyzx'] }], zh: [{ idea: 'x', use: 'y', avoid: ['乙'] }] },
    };
    const hit = (lng: string, text: string) =>
      textProblems(`locales/${lng}/footer.json`, 'tagline', text, text, lists).some((p) => p.rule === 'terminology');
    expect([hit('en', 'A Zzyzx.'), hit('en', 'Zzyzxes.'), hit('zh', '甲乙丙')]).toEqual([true, false, true]);
  });

  /** gatsby-node onPreBootstrap (before every build) and `npm run check:content`, on `dir` in `env`. */
  function run(env: NodeJS.ProcessEnv) {
    jest.spyOn(process, 'cwd').mockReturnValue(dir);
    jest.replaceProperty(process, 'env', { ...process.env, CONTEXT: env.CONTEXT, NETLIFY: env.NETLIFY });
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
    onPreBootstrap!({ reporter } as unknown as ParentSpanPluginArgs, {} as PluginOptions, () => undefined);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'tools/check-content.ts'), '--root', dir], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
    });
    const [panic, warn] = [reporter.panicOnBuild, reporter.warn].map((fn) => fn.mock.calls.map(([message]) => message));
    return { panic, warn, cli };
  }
  const placeholders = notices.map(formatFinding);

  it('let the build go on when the copy passes, listing the placeholders (production, not on Netlify)', () => {
    const { panic, warn, cli } = run({ CONTEXT: 'production' });
    expect({ panic, status: cli.status, stderr: cli.stderr }).toEqual({ panic: [], status: 0, stderr: '' });
    for (const line of placeholders)
      expect([warn.join(), cli.stdout]).toEqual([expect.stringContaining(line), expect.stringContaining(line)]);
  });

  it('fail a Netlify production build while placeholders remain, naming each one', () => {
    const { panic, cli } = run({ CONTEXT: 'production', NETLIFY: 'true' });
    expect([panic.length, cli.status]).toEqual([1, 1]);
    for (const line of placeholders)
      expect([panic[0], cli.stderr]).toEqual([expect.stringContaining(line), expect.stringContaining(line)]);
  });

  it('fail naming file and key of each problem: a string missing in one language, a data field', () => {
    const broken = structuredClone(project);
    all(del('zh.home.hero.subtitle'), del('services[0].icon'))(broken);
    writeFileSync(join(dir, 'locales/zh/home.json'), jsonText(broken.locales.zh.home));
    writeFileSync(join(dir, 'data/services.json'), jsonText(broken.data.services));
    const { panic, cli } = run({});
    expect([panic.length, cli.status]).toEqual([1, 1]);
    expect(cli.stderr).toContain('2 problem(s)');
    for (const line of [
      '[missing-key] locales/zh/home.json › hero.subtitle',
      '[missing-field] data/services.json › [0].icon: is missing',
    ])
      expect([panic[0], cli.stderr]).toEqual([expect.stringContaining(line), expect.stringContaining(line)]);
  });
});

describe('gatsby-node onCreateNode (each data/ file, also in gatsby develop)', () => {
  async function create(name: string, text: string) {
    const reporter = { panicOnBuild: jest.fn() };
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const internal = { type: 'File', mediaType: 'application/json' };
    const node = { id: 'file', name, children: [], parent: null, internal };
    const ids = { createNodeId: String, createContentDigest: String };
    const args = { node, reporter, actions, loadNodeContent: async () => text, ...ids };
    await onCreateNode!(args as unknown as CreateNodeArgs, {} as PluginOptions, () => undefined);
    return { panic: reporter.panicOnBuild.mock.calls.flat(), created: actions.createNode.mock.calls.flat() };
  }

  it('fails the build naming the file and key of a missing field, or the line and column of invalid JSON', async () => {
    for (const [name, text, line] of [
      [
        'expertise',
        '[{ "key": "dataAnalytics", "order": 1 }]',
        /\[missing-field\] data\/expertise\.json › \[0\]\.icon: is missing$/,
      ],
      ['site', '{\n  "brand" }', /\[invalid-json\] data\/site\.json › \(file\): .*\(line 2 column 11\)$/],
    ] as const)
      expect(await create(name, text)).toEqual({ panic: [expect.stringMatching(line)], created: [] });
  });

  it('gives the GraphQL layer a typed node with the stand-in of each placeholder', async () => {
    const { panic, created } = await create('site', JSON.stringify(project.data.site));
    expect(panic).toEqual([]);
    expect(created).toEqual([expect.objectContaining({ internal: expect.objectContaining({ type: 'SiteJson' }) })]);
    for (const { key } of notices)
      expect(valueAt(created[0], key)).toEqual((valueAt(project.data.site, key) as Obj).placeholder);
  });
});
