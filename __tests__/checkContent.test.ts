/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Content,
  type Finding,
  type Json,
  type Rule,
  checkContent,
  formatFinding,
} from '../scripts/content/checkContent';
import { ALLOW_LIST_FILE, checkContentAt, loadContent } from '../scripts/content/loadContent';
import type { ParentSpanPluginArgs, PluginOptions } from 'gatsby';
import { onPreBootstrap } from '../gatsby-node';

const root = join(__dirname, '..');
const { content: project, unreadable } = loadContent(root);

type Obj = { [key: string]: Json };
const obj = (value: Json | undefined) => value as Obj;
const list = (value: Json | undefined) => value as Obj[];

/** The project's own content with one change: a fixture for one failure mode. */
function errorsAfter(change: (c: Content) => void): Finding[] {
  const fixture = structuredClone(project);
  change(fixture);
  return checkContent(fixture).errors;
}

const zh = (c: Content, ns: string) => obj(c.locales.zh[ns]);
const en = (c: Content, ns: string) => obj(c.locales.en[ns]);
const site = (c: Content) => obj(c.data.site);
const resources = (c: Content) => list(c.data.resources);

describe('the project content', () => {
  it('reads every file', () => {
    expect(unreadable).toEqual([]);
  });

  it('has the spec namespaces in both languages', () => {
    for (const lng of ['en', 'zh']) {
      expect(Object.keys(project.locales[lng]).sort()).toEqual([
        'about',
        'footer',
        'home',
        'nav',
        'review',
        'services',
      ]);
    }
  });

  it('passes every check', () => {
    expect(checkContent(project).errors.map(formatFinding)).toEqual([]);
  });
});

type Case = {
  name: string;
  rule: Rule;
  file: string;
  key: string;
  /** Words the message must contain, besides file and key. */
  says?: string[];
  /** Other rules the same fixture also, rightly, trips. */
  also?: Rule[];
  change: (c: Content) => void;
};

const cases: Case[] = [
  // Key sets, en against zh.
  {
    name: 'a key missing in zh',
    rule: 'missing-key',
    file: 'locales/zh/home.json',
    key: 'hero.title',
    says: ['locales/en/home.json'],
    change: (c) => delete obj(zh(c, 'home').hero).title,
  },
  {
    name: 'a key only in zh',
    rule: 'extra-key',
    file: 'locales/zh/home.json',
    key: 'hero.tagline',
    change: (c) => (obj(zh(c, 'home').hero).tagline = '新標語'),
  },
  {
    name: 'a list shorter in zh',
    rule: 'missing-key',
    file: 'locales/zh/about.json',
    key: 'experience[2]',
    change: (c) => list(zh(c, 'about').experience).pop(),
  },
  {
    name: 'a namespace file missing in zh',
    rule: 'missing-namespace',
    file: 'locales/zh/footer.json',
    key: '(file)',
    change: (c) => delete c.locales.zh.footer,
  },
  {
    name: 'a language folder missing',
    rule: 'missing-namespace',
    file: 'locales/zh/',
    key: '(folder)',
    change: (c) => delete c.locales.zh,
  },
  // Empty and non-text values.
  {
    name: 'an empty English string',
    rule: 'empty-string',
    file: 'locales/en/footer.json',
    key: 'tagline',
    change: (c) => (en(c, 'footer').tagline = '  '),
  },
  {
    name: 'an empty Chinese string',
    rule: 'empty-string',
    file: 'locales/zh/nav.json',
    key: 'meta.about.description',
    change: (c) => (obj(obj(zh(c, 'nav').meta).about).description = ''),
  },
  {
    name: 'a number where text belongs',
    rule: 'not-a-string',
    file: 'locales/zh/about.json',
    key: 'experience[0]',
    change: (c) => (list(zh(c, 'about').experience)[0] = 4 as unknown as Obj),
  },
  {
    name: 'an empty string in data',
    rule: 'empty-string',
    file: 'data/resourcesPage.json',
    key: 'intro',
    change: (c) => (obj(c.data.resourcesPage).intro = ''),
  },
  // Placeholders.
  {
    name: 'a renamed placeholder',
    rule: 'placeholder-mismatch',
    file: 'locales/zh/footer.json',
    key: 'email',
    says: ['{{mail}}', '{{email}}'],
    change: (c) => (zh(c, 'footer').email = '電郵至 {{mail}}'),
  },
  {
    name: 'a dropped placeholder',
    rule: 'placeholder-mismatch',
    file: 'locales/zh/nav.json',
    key: 'language.current',
    says: ['none', '{{language}}'],
    change: (c) => (obj(zh(c, 'nav').language).current = '語言'),
  },
  {
    name: 'a stray brace',
    rule: 'malformed-placeholder',
    file: 'locales/zh/footer.json',
    key: 'social',
    says: ['{{name}}'],
    change: (c) => (zh(c, 'footer').social = '{{network}} 個人檔案}'),
  },
  // Untranslated text.
  {
    name: 'a zh string left in English',
    rule: 'untranslated',
    file: 'locales/zh/home.json',
    key: 'hero.title',
    says: ['allow-list'],
    change: (c) => (obj(zh(c, 'home').hero).title = obj(en(c, 'home').hero).title),
  },
  {
    name: 'a zh string in English but for spacing',
    rule: 'untranslated',
    file: 'locales/zh/home.json',
    key: 'offerings.learnMore',
    change: (c) => (obj(zh(c, 'home').offerings).learnMore = ' Learn More '),
  },
  {
    name: 'a zh string in English words of its own',
    rule: 'no-chinese',
    file: 'locales/zh/nav.json',
    key: 'getDataJob',
    says: ['Chinese'],
    change: (c) => (zh(c, 'nav').getDataJob = 'Get a data job!'),
  },
  // Addresses in data/.
  {
    name: 'an http:// link',
    rule: 'insecure-address',
    file: 'data/site.json',
    key: 'links.course',
    says: ['https://'],
    change: (c) => (obj(site(c).links).course = 'http://course.example.hk/'),
  },
  {
    name: 'an http:// address inside text',
    rule: 'insecure-address',
    file: 'data/resources.json',
    key: '[1].description',
    change: (c) => (resources(c)[1].description = 'See http://lukebarousse.com for more.'),
  },
  {
    name: 'an address with a space',
    rule: 'malformed-address',
    file: 'data/resources.json',
    key: '[4].link',
    says: ['spaces'],
    change: (c) => (resources(c)[4].link = 'https://datasetsearch.research. google.com/'),
  },
  {
    name: 'an address without a scheme',
    rule: 'malformed-address',
    file: 'data/resources.json',
    key: '[5].link',
    change: (c) => (resources(c)[5].link = 'www.kaggle.com/datasets'),
  },
  {
    name: 'an address missing its slashes',
    rule: 'malformed-address',
    file: 'data/site.json',
    key: 'social[0].url',
    change: (c) => (list(site(c).social)[0].url = 'https:www.linkedin.com/in/someone'),
  },
  {
    name: 'an address without a domain',
    rule: 'malformed-address',
    file: 'data/site.json',
    key: 'siteUrl',
    says: ['domain'],
    change: (c) => (site(c).siteUrl = 'https://localhost:8000'),
  },
  {
    name: 'a javascript: address',
    rule: 'malformed-address',
    file: 'data/site.json',
    key: 'social[1].url',
    change: (c) => (list(site(c).social)[1].url = 'javascript:alert(1)'),
  },
  {
    name: 'a mailto: link to no address',
    rule: 'malformed-email',
    file: 'data/site.json',
    key: 'social[1].url',
    change: (c) => (list(site(c).social)[1].url = 'mailto:coach-at-example.hk'),
  },
  {
    name: 'a malformed e-mail',
    rule: 'malformed-email',
    file: 'data/site.json',
    key: 'email',
    change: (c) => (site(c).email = 'hello(at)coach.hk'),
  },
  // Resources.
  {
    name: 'a resource without a description',
    rule: 'resource-field',
    file: 'data/resources.json',
    key: '[2].description',
    change: (c) => delete resources(c)[2].description,
  },
  {
    name: 'a resource without a group',
    rule: 'resource-field',
    file: 'data/resources.json',
    key: '[0].group',
    also: ['resource-count'],
    change: (c) => delete resources(c)[0].group,
  },
  {
    name: 'a resource in an unknown group',
    rule: 'resource-group',
    file: 'data/resources.json',
    key: '[0].group',
    says: ['podcasts'],
    also: ['resource-count'],
    change: (c) => (resources(c)[0].group = 'podcasts'),
  },
  {
    name: 'a dataset too few',
    rule: 'resource-count',
    file: 'data/resources.json',
    key: 'group "datasets"',
    says: ['2', '3'],
    change: (c) => resources(c).splice(6, 1),
  },
  {
    name: 'a coding site too many',
    rule: 'resource-count',
    file: 'data/resources.json',
    key: 'group "coding"',
    says: ['5', '4'],
    change: (c) =>
      resources(c).push({
        group: 'coding',
        order: 5,
        title: 'SQLZoo',
        description: 'SQL practice.',
        link: 'https://sqlzoo.net/',
      }),
  },
  {
    name: 'a link listed twice',
    rule: 'duplicate-resource',
    file: 'data/resources.json',
    key: '[3].link',
    says: ['[0]'],
    change: (c) => (resources(c)[3].link = resources(c)[0].link),
  },
  {
    name: 'a group missing from resourceGroups',
    rule: 'resource-group',
    file: 'data/resourceGroups.json',
    key: '(file)',
    says: ['coding'],
    change: (c) => list(c.data.resourceGroups).pop(),
  },
  // Other data entries.
  {
    name: 'a data file missing',
    rule: 'missing-file',
    file: 'data/resourcesPage.json',
    key: '(file)',
    change: (c) => delete c.data.resourcesPage,
  },
  {
    name: 'an external nav link naming no address',
    rule: 'navigation',
    file: 'data/navigation.json',
    key: '[3].href',
    says: ['dataJob, consultation, course'],
    change: (c) => (list(c.data.navigation)[3].href = 'courses'),
  },
  {
    name: 'a nav path without slashes',
    rule: 'navigation',
    file: 'data/navigation.json',
    key: '[1].href',
    change: (c) => (list(c.data.navigation)[1].href = 'about'),
  },
  {
    name: 'a nav item without a label',
    rule: 'missing-copy',
    file: 'data/navigation.json',
    key: '[2].key',
    says: ['locales/en/nav.json', 'blog'],
    change: (c) => (list(c.data.navigation)[2].key = 'blog'),
  },
  {
    name: 'a service feature without copy',
    rule: 'missing-copy',
    file: 'data/services.json',
    key: '[0].features[1].key',
    says: ['features.mentoring.title'],
    change: (c) => (list(list(c.data.services)[0].features)[1].key = 'mentoring'),
  },
  {
    name: 'an expertise card without copy',
    rule: 'missing-copy',
    file: 'data/expertise.json',
    key: '[0].key',
    says: ['locales/en/about.json'],
    change: (c) => (list(c.data.expertise)[0].key = 'dataEngineering'),
  },
];

describe('check:content failure modes', () => {
  it.each(cases)('reports $name as [$rule] at $file › $key', ({ rule, file, key, says = [], also = [], change }) => {
    const errors = errorsAfter(change);
    const found = errors.find((e) => e.rule === rule && e.file === file && e.key === key);
    expect({ found: Boolean(found), errors: errors.map(formatFinding) }).toEqual({
      found: true,
      errors: expect.any(Array),
    });
    const line = formatFinding(found!);
    expect(line).toContain(`[${rule}]`);
    expect(line).toContain(`${file} › ${key}`);
    for (const word of says) expect(line).toContain(word);
    // Nothing else goes off: one fixture, one failure mode.
    expect(errors.filter((e) => e !== found && !also.includes(e.rule)).map(formatFinding)).toEqual([]);
  });
});

describe('the allow-list', () => {
  const sameAsEnglish = (c: Content) => (obj(zh(c, 'home').hero).getDataJob = 'Get a Data Job');

  it('lets a listed value stay in English', () => {
    expect(errorsAfter(sameAsEnglish).map((e) => e.rule)).toEqual(['untranslated']);
    const errors = errorsAfter((c) => {
      sameAsEnglish(c);
      c.allowList.values['Get a Data Job'] = 'test';
    });
    expect(errors).toEqual([]);
  });

  it('lets a listed key stay in English, and only that key', () => {
    const errors = errorsAfter((c) => {
      sameAsEnglish(c);
      zh(c, 'nav').getDataJob = 'Get a Data Job';
      c.allowList.keys['home:hero.getDataJob'] = 'test';
    });
    expect(errors.map(formatFinding)).toEqual([
      expect.stringContaining('[untranslated] locales/zh/nav.json › getDataJob'),
    ]);
  });

  it('is what lets the brand name through today', () => {
    const errors = errorsAfter((c) => {
      c.allowList = { values: {}, keys: {} };
    });
    expect(errors.map(formatFinding)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('[untranslated] locales/zh/nav.json › meta.siteName'),
        expect.stringContaining('[untranslated] locales/zh/nav.json › language.en'),
      ]),
    );
  });
});

describe('notices', () => {
  it('lists placeholder addresses without failing', () => {
    const report = checkContent(project);
    expect(report.errors).toEqual([]);
    expect(report.notices.map(formatFinding)).toContainEqual(
      expect.stringContaining('[placeholder-address] data/site.json › links.course'),
    );
  });

  it('accepts a real https address and mailto link', () => {
    const fixture = structuredClone(project);
    obj(site(fixture).links).course = 'https://course.datacareer.hk/12-weeks';
    list(site(fixture).social)[0].url = 'mailto:coach@datacareer.hk';
    const report = checkContent(fixture);
    expect(report.errors).toEqual([]);
    expect(report.notices.map((n) => n.key)).not.toContain('links.course');
    expect(report.notices.map((n) => n.key)).not.toContain('social[0].url');
  });
});

describe('files on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'check-content-'));
    for (const part of ['locales', 'data', ALLOW_LIST_FILE])
      cpSync(join(root, part), join(dir, part), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a file that is not JSON as [invalid-json], naming the file', () => {
    writeFileSync(join(dir, 'locales/zh/home.json'), '{ "hero": { "title": "歡迎", } }');
    const { errors } = checkContentAt(dir);
    const lines = errors.map(formatFinding);
    expect(lines[0]).toMatch(/^\[invalid-json\] locales\/zh\/home\.json › \(file\): /);
    // The file is then missing for zh, which is reported too.
    expect(lines).toContainEqual(expect.stringContaining('[missing-namespace] locales/zh/home.json'));
  });

  describe('before every gatsby build (gatsby-node onPreBootstrap)', () => {
    function build() {
      jest.spyOn(process, 'cwd').mockReturnValue(dir);
      const reporter = { panicOnBuild: jest.fn() };
      onPreBootstrap!({ reporter } as unknown as ParentSpanPluginArgs, {} as PluginOptions, () => undefined);
      jest.restoreAllMocks();
      return reporter.panicOnBuild;
    }

    it('lets the build go on when the copy passes', () => {
      expect(build()).not.toHaveBeenCalled();
    });

    it('fails the build naming the file and key of a string missing in one language', () => {
      const home = JSON.parse(JSON.stringify(project.locales.zh.home)) as Obj;
      delete obj(home.hero).subtitle;
      writeFileSync(join(dir, 'locales/zh/home.json'), JSON.stringify(home));
      const panic = build();
      expect(panic).toHaveBeenCalledTimes(1);
      expect(panic.mock.calls[0][0]).toContain('[missing-key] locales/zh/home.json › hero.subtitle');
    });
  });

  it('reads the allow-list from its file', () => {
    expect(loadContent(dir).content.allowList.keys['nav:meta.siteName']).toBe('brand name');
  });

  describe('the command line', () => {
    let cli: string;
    beforeAll(() => {
      const out = mkdtempSync(join(tmpdir(), 'check-content-cli-'));
      const tsc = spawnSync(
        process.execPath,
        [
          require.resolve('typescript/bin/tsc'),
          '-p',
          join(root, 'scripts/tsconfig.check-content.json'),
          '--outDir',
          out,
        ],
        { encoding: 'utf8' },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      cli = join(out, 'scripts/check-content.js');
    }, 120_000);

    it('exits 0 on the project and prints the notices', () => {
      const run = spawnSync(process.execPath, [cli, '--root', root], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('[placeholder-address] data/site.json › links.dataJob');
    });

    it('exits 1 and names file and key of each problem', () => {
      const path = join(dir, 'locales/zh/footer.json');
      writeFileSync(
        path,
        JSON.stringify({ ...JSON.parse(JSON.stringify(project.locales.zh.footer)), rights: 'All rights reserved.' }),
      );
      const run = spawnSync(process.execPath, [cli, '--root', dir], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('1 problem(s)');
      expect(run.stderr).toContain('[untranslated] locales/zh/footer.json › rights');
    });
  });
});
