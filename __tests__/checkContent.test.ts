/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParentSpanPluginArgs, PluginOptions } from 'gatsby';
import {
  ALLOW_LIST_FILE,
  type Content,
  type Finding,
  type Json,
  TERMINOLOGY_FILE,
  checkContent,
  checkContentAt,
  formatFinding,
  isLaunch,
  loadContent,
  valueAt,
} from '../scripts/content/check';
import { onPreBootstrap } from '../gatsby-node';
import { isPlaceholder } from '../src/data/placeholders';

const root = join(__dirname, '..');
const { content: project, errors: unreadable } = loadContent(root);

type Obj = { [key: string]: Json };
const obj = (value: Json | undefined) => value as Obj;
const list = (value: Json | undefined) => value as Obj[];

/** The project's own content with one change: a fixture for one failure mode. */
function errorsAfter(change: (c: Content) => void, options = {}): Finding[] {
  const fixture = structuredClone(project);
  change(fixture);
  return checkContent(fixture, options).errors;
}

const zh = (c: Content, ns: string) => obj(c.locales.zh[ns]);
const en = (c: Content, ns: string) => obj(c.locales.en[ns]);
const site = (c: Content) => obj(c.data.site);
const resources = (c: Content) => list(c.data.resources);
const services = (c: Content) => list(c.data.services);
const meta = (c: Content, lng: 'en' | 'zh') => obj((lng === 'en' ? en : zh)(c, 'nav').meta);

describe('the project content', () => {
  it('reads every file', () => {
    expect(unreadable).toEqual([]);
    expect(project.unreadable).toEqual([]);
    expect(Object.keys(project.data).sort()).toEqual([
      'expertise',
      'navigation',
      'resourceGroups',
      'resources',
      'resourcesPage',
      'services',
      'site',
    ]);
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
  rule: string;
  file: string;
  key: string;
  /** Words the message must contain, besides file and key. */
  says?: string[];
  /** Other rules the same fixture also, rightly, trips. */
  also?: string[];
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
    also: ['unknown-placeholder'],
    change: (c) => (zh(c, 'footer').email = String(zh(c, 'footer').email).replace('{{email}}', '{{mail}}')),
  },
  {
    name: "a control's name that does not start with the text it shows",
    rule: 'label-in-name',
    file: 'locales/en/nav.json',
    key: 'brandHome',
    says: ['{{brand}}', 'WCAG 2.5.3'],
    change: (c) => (en(c, 'nav').brandHome = `x ${String(en(c, 'nav').brandHome)}`),
  },
  {
    name: 'a dropped placeholder',
    rule: 'placeholder-mismatch',
    file: 'locales/zh/nav.json',
    key: 'language.current',
    says: ['none', '{{language}}'],
    also: ['label-in-name'],
    change: (c) => (obj(zh(c, 'nav').language).current = '語言'),
  },
  {
    name: 'a stray brace',
    rule: 'malformed-placeholder',
    file: 'locales/zh/footer.json',
    key: 'social',
    says: ['{{name}}'],
    change: (c) => (zh(c, 'footer').social = `${String(zh(c, 'footer').social)}}`),
  },
  {
    name: 'a placeholder the site does not fill, in both languages',
    rule: 'unknown-placeholder',
    file: 'locales/en/footer.json',
    key: 'email',
    says: ['{{email}}', '{{mail}}'],
    also: ['unknown-placeholder'],
    change: (c) => {
      for (const lng of ['en', 'zh'] as const) {
        const footer = (lng === 'en' ? en : zh)(c, 'footer');
        footer.email = String(footer.email).replace('{{email}}', '{{mail}}');
      }
    },
  },
  {
    name: 'a placeholder in a string the site fills nothing into',
    rule: 'unknown-placeholder',
    file: 'locales/en/footer.json',
    key: 'tagline',
    says: ['none', '{{year}}'],
    also: ['placeholder-mismatch'],
    change: (c) => (en(c, 'footer').tagline = `${en(c, 'footer').tagline} {{year}}`),
  },
  // Limits the site puts on a string.
  {
    name: 'a short name too long for the web app manifest',
    rule: 'too-long',
    file: 'locales/zh/nav.json',
    key: 'meta.shortName',
    says: ['13', '12', 'manifest'],
    change: (c) => (meta(c, 'zh').shortName = '數'.repeat(13)),
  },
  {
    name: 'a page description too long for search results',
    rule: 'too-long',
    file: 'locales/en/nav.json',
    key: 'meta.resources.description',
    says: ['161', '160'],
    change: (c) => (obj(meta(c, 'en').resources).description = 'x'.repeat(161)),
  },
  {
    name: 'a page description too short',
    rule: 'too-short',
    file: 'locales/zh/nav.json',
    key: 'meta.about.description',
    says: ['49', '50'],
    change: (c) => (obj(meta(c, 'zh').about).description = '數'.repeat(49)),
  },
  {
    name: 'two pages with the same title',
    rule: 'duplicate-title',
    file: 'locales/zh/nav.json',
    key: 'meta.notFound.title',
    says: ['meta.home.title'],
    change: (c) => (obj(meta(c, 'zh').notFound).title = obj(meta(c, 'zh').home).title),
  },
  {
    name: 'a line break',
    rule: 'line-break',
    file: 'locales/en/home.json',
    key: 'hero.subtitle',
    change: (c) => (obj(en(c, 'home').hero).subtitle = `${obj(en(c, 'home').hero).subtitle}\nsecond line`),
  },
  // Terminology (scripts/content/terminology.json).
  {
    name: 'a term to avoid',
    rule: 'terminology',
    file: 'locales/zh/footer.json',
    key: 'tagline',
    says: ['"乙"', '"甲"', 'test idea', 'test reason'],
    change: (c) => {
      c.terminology = { zh: [{ idea: 'test idea', use: '甲', avoid: ['丙', '乙'], why: 'test reason' }], en: [] };
      zh(c, 'footer').tagline = `${zh(c, 'footer').tagline}乙`;
    },
  },
  {
    name: 'an English term to avoid',
    rule: 'terminology',
    file: 'locales/en/footer.json',
    key: 'connect',
    says: ['"Zzyzx"', '"Qwerty"'],
    change: (c) => {
      c.terminology = { zh: [], en: [{ idea: 'test idea', use: 'Qwerty', avoid: ['Zzyzx'] }] };
      en(c, 'footer').connect = `${en(c, 'footer').connect} Zzyzx`;
    },
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
    change: (c) => (obj(zh(c, 'home').offerings).learnMore = ` ${String(obj(en(c, 'home').offerings).learnMore)} `),
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
  // Data entries against their types in src/data/schema.ts.
  {
    name: 'a service without its icon',
    rule: 'missing-field',
    file: 'data/services.json',
    key: '[0].icon',
    change: (c) => delete services(c)[0].icon,
  },
  {
    name: 'an unknown icon',
    rule: 'unknown-value',
    file: 'data/services.json',
    key: '[1].features[2].icon',
    says: ['IconName', 'career'],
    change: (c) => (list(services(c)[1].features)[2].icon = 'rocket'),
  },
  {
    name: 'an unknown social network icon',
    rule: 'unknown-value',
    file: 'data/site.json',
    key: 'social[0].network',
    change: (c) => (list(site(c).social)[0].network = 'mastodon'),
  },
  {
    name: 'a service with an unknown call to action',
    rule: 'unknown-value',
    file: 'data/services.json',
    key: '[2].cta',
    says: ['demo', 'panel'],
    change: (c) => (services(c)[2].cta = 'button'),
  },
  {
    name: 'a misspelled field',
    rule: 'unknown-field',
    file: 'data/expertise.json',
    key: '[1].ikon',
    also: ['missing-field'],
    change: (c) => {
      const item = list(c.data.expertise)[1];
      item.ikon = item.icon;
      delete item.icon;
    },
  },
  {
    name: 'a number written as text',
    rule: 'wrong-type',
    file: 'data/expertise.json',
    key: '[0].order',
    says: ['Int'],
    change: (c) => (list(c.data.expertise)[0].order = '1'),
  },
  {
    name: 'an empty string in data',
    rule: 'empty-string',
    file: 'data/resourcesPage.json',
    key: 'intro',
    change: (c) => (obj(c.data.resourcesPage).intro = ''),
  },
  {
    name: 'a resource without a description',
    rule: 'missing-field',
    file: 'data/resources.json',
    key: '[2].description',
    change: (c) => delete resources(c)[2].description,
  },
  {
    name: 'a resource without a group',
    rule: 'missing-field',
    file: 'data/resources.json',
    key: '[0].group',
    also: ['resource-count'],
    change: (c) => delete resources(c)[0].group,
  },
  {
    name: 'a resource in an unknown group',
    rule: 'unknown-value',
    file: 'data/resources.json',
    key: '[0].group',
    says: ['podcasts'],
    also: ['resource-count'],
    change: (c) => (resources(c)[0].group = 'podcasts'),
  },
  {
    name: 'an offer category Google does not know',
    rule: 'unknown-value',
    file: 'data/site.json',
    key: 'course.offerCategory',
    says: ['Partially Free'],
    change: (c) => (obj(site(c).course).offerCategory = 'Cheap'),
  },
  // Placeholders in data/ (src/data/placeholders.ts).
  {
    name: 'an example address not marked as a placeholder',
    rule: 'unmarked-placeholder',
    file: 'data/site.json',
    key: 'links.course',
    change: (c) => (obj(site(c).links).course = 'https://example.com/course'),
  },
  {
    name: 'an example e-mail not marked as a placeholder',
    rule: 'unmarked-placeholder',
    file: 'data/site.json',
    key: 'email',
    change: (c) => (site(c).email = 'coach@example.org'),
  },
  {
    name: 'a placeholder without what to fill in',
    rule: 'placeholder-marker',
    file: 'data/site.json',
    key: 'person.name',
    change: (c) => (obj(site(c).person).name = { placeholder: 'A Coach' }),
  },
  {
    name: 'a placeholder with a misspelled part',
    rule: 'placeholder-marker',
    file: 'data/resourcesPage.json',
    key: 'title',
    change: (c) => (obj(c.data.resourcesPage).title = { placeholder: 'Free', fill: 'the title', fil: 'typo' }),
  },
  // The resources list.
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
    change: (c) => resources(c).push({ ...resources(c)[10], order: 5, link: 'https://coding.example.hk/' }),
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
    name: 'an order used twice in a group',
    rule: 'duplicate-resource',
    file: 'data/resources.json',
    key: '[1].order',
    says: ['[0]'],
    change: (c) => (resources(c)[1].order = resources(c)[0].order),
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
  const english = String(obj(project.locales.en.home).hero && obj(obj(project.locales.en.home).hero).getDataJob);
  const sameAsEnglish = (c: Content) => (obj(zh(c, 'home').hero).getDataJob = english);

  it('lets a listed value stay in English', () => {
    expect(errorsAfter(sameAsEnglish).map((e) => e.rule)).toEqual(['untranslated']);
    const errors = errorsAfter((c) => {
      sameAsEnglish(c);
      c.allowList.values[english] = 'test';
    });
    expect(errors).toEqual([]);
  });

  it('lets a listed key stay in English, and only that key', () => {
    const errors = errorsAfter((c) => {
      sameAsEnglish(c);
      zh(c, 'nav').getDataJob = String(en(c, 'nav').getDataJob);
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

/** The project with every placeholder of data/site.json filled in with a real-looking value. */
function filledIn(c: Content) {
  const values: Record<string, Json> = { mode: 'Online', hoursPerWeek: 3, offerCategory: 'Paid', name: 'Chan Tai Man' };
  const fill = (node: Json, key: string, parent?: Obj, field?: string): void => {
    if (isPlaceholder(node) && parent && field) {
      parent[field] =
        values[field] ?? (field === 'email' ? 'coach@datacareer.hk' : `https://www.datacareer.hk/${field}`);
    } else if (node !== null && typeof node === 'object') {
      for (const [k, child] of Object.entries(node)) fill(child, `${key}.${k}`, node as Obj, k);
    }
  };
  fill(c.data.site, '');
}

describe('placeholders and the launch guard', () => {
  const placeholderKeys = ['siteUrl', 'email', 'person.name', 'links.dataJob', 'links.consultation', 'links.course'];

  it('lists each placeholder of data/site.json as a notice, naming file, key and what to put there', () => {
    const report = checkContent(project);
    expect(report.errors).toEqual([]);
    expect(report.notices.map((n) => n.rule)).toEqual(report.notices.map(() => 'placeholder'));
    expect(report.notices.map((n) => n.key)).toEqual(expect.arrayContaining([...placeholderKeys, 'course.mode']));
    for (const notice of report.notices) {
      expect(notice.file).toBe('data/site.json');
      const marker = valueAt(project.data.site, notice.key) as { fill: string };
      expect(formatFinding(notice)).toContain(marker.fill);
    }
  });

  it('refuses every placeholder in a launch (a Netlify production deploy)', () => {
    const { errors, notices } = checkContent(project, { launch: true });
    expect(notices).toEqual([]);
    expect(errors.map(formatFinding)).toEqual(checkContent(project).notices.map(formatFinding));
    expect(errors.length).toBeGreaterThanOrEqual(placeholderKeys.length);
  });

  it('passes a launch once every placeholder is filled in', () => {
    const fixture = structuredClone(project);
    filledIn(fixture);
    expect(checkContent(fixture, { launch: true })).toEqual({ errors: [], notices: [] });
  });

  it('refuses the one placeholder left', () => {
    const errors = errorsAfter(
      (c) => {
        filledIn(c);
        obj(site(c).links).consultation = { placeholder: 'https://example.com/book', fill: 'the booking page' };
      },
      { launch: true },
    );
    expect(errors.map(formatFinding)).toEqual([
      expect.stringMatching(/^\[placeholder\] data\/site\.json › links\.consultation: .*the booking page/),
    ]);
  });

  it('is a launch only on Netlify, in the production context', () => {
    expect(isLaunch({ CONTEXT: 'production', NETLIFY: 'true' })).toBe(true);
    expect(isLaunch({ CONTEXT: 'production' })).toBe(false);
    expect(isLaunch({ CONTEXT: 'deploy-preview', NETLIFY: 'true' })).toBe(false);
    expect(isLaunch({ CONTEXT: 'branch-deploy', NETLIFY: 'true' })).toBe(false);
    expect(isLaunch({})).toBe(false);
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
    for (const part of ['locales', 'data', ALLOW_LIST_FILE, TERMINOLOGY_FILE])
      cpSync(join(root, part), join(dir, part), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a file that is not JSON once, as [invalid-json] with its line and column', () => {
    writeFileSync(join(dir, 'locales/zh/home.json'), '{\n  "hero": {\n    "title": "歡迎",\n  }\n}');
    writeFileSync(join(dir, 'data/services.json'), '[\n  { "order": 1 ');
    const lines = checkContentAt(dir, {}).errors.map(formatFinding);
    expect(lines).toEqual([
      expect.stringMatching(/^\[invalid-json\] locales\/zh\/home\.json › \(file\): .*line 4, column 3/),
      expect.stringMatching(/^\[invalid-json\] data\/services\.json › \(file\): .*line 2, column 16/),
    ]);
  });

  it('reads the allow-list and the terminology from their files', () => {
    const { content } = loadContent(dir);
    expect(content.allowList.keys['nav:meta.siteName']).toBe('brand name');
    expect(Object.keys(content.terminology).sort()).toEqual(['en', 'zh']);
    for (const terms of Object.values(content.terminology))
      for (const term of terms) expect(Object.keys(term)).toEqual(expect.arrayContaining(['idea', 'use', 'avoid']));
  });

  describe('before every gatsby build (gatsby-node onPreBootstrap)', () => {
    function build(env: NodeJS.ProcessEnv = {}) {
      jest.spyOn(process, 'cwd').mockReturnValue(dir);
      const saved = process.env;
      process.env = { ...saved, CONTEXT: env.CONTEXT, NETLIFY: env.NETLIFY };
      const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
      try {
        onPreBootstrap!({ reporter } as unknown as ParentSpanPluginArgs, {} as PluginOptions, () => undefined);
      } finally {
        process.env = saved;
        jest.restoreAllMocks();
      }
      return reporter;
    }

    it('lets the build go on when the copy passes, listing the placeholders', () => {
      const { panicOnBuild, warn } = build({ CONTEXT: 'production' });
      expect(panicOnBuild).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('[placeholder] data/site.json › links.dataJob');
    });

    it('fails a Netlify production build while placeholders remain, naming each one', () => {
      const { panicOnBuild } = build({ CONTEXT: 'production', NETLIFY: 'true' });
      expect(panicOnBuild).toHaveBeenCalledTimes(1);
      const message = panicOnBuild.mock.calls[0][0] as string;
      for (const notice of checkContent(project).notices) expect(message).toContain(formatFinding(notice));
    });

    it('fails the build naming the file and key of a string missing in one language', () => {
      const home = structuredClone(project.locales.zh.home) as Obj;
      delete obj(home.hero).subtitle;
      writeFileSync(join(dir, 'locales/zh/home.json'), JSON.stringify(home));
      const { panicOnBuild } = build();
      expect(panicOnBuild).toHaveBeenCalledTimes(1);
      expect(panicOnBuild.mock.calls[0][0]).toContain('[missing-key] locales/zh/home.json › hero.subtitle');
    });

    it('fails the build on a data field, as check:content does', () => {
      const data = structuredClone(project.data.services) as Obj[];
      delete data[0].icon;
      writeFileSync(join(dir, 'data/services.json'), JSON.stringify(data));
      const { panicOnBuild } = build();
      expect(panicOnBuild.mock.calls[0][0]).toContain('[missing-field] data/services.json › [0].icon: is missing');
    });
  });

  describe('the command line (npm run check:content)', () => {
    const cli = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      spawnSync(process.execPath, [join(root, 'scripts/check-content.cjs'), ...args], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...env },
      });

    it('exits 0 on the project and lists the placeholders', () => {
      const run = cli(['--root', root]);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('[placeholder] data/site.json › links.dataJob');
    });

    it('exits 1 and names file and key of each problem', () => {
      const footer = { ...(project.locales.zh.footer as Obj), tagline: (project.locales.en.footer as Obj).tagline };
      writeFileSync(join(dir, 'locales/zh/footer.json'), JSON.stringify(footer));
      const data = structuredClone(project.data.services) as Obj[];
      delete data[0].icon;
      writeFileSync(join(dir, 'data/services.json'), JSON.stringify(data));
      const run = cli(['--root', dir]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('2 problem(s)');
      expect(run.stderr).toContain('[untranslated] locales/zh/footer.json › tagline');
      expect(run.stderr).toContain('[missing-field] data/services.json › [0].icon');
    });

    it('exits 1 on a Netlify production deploy with placeholders, naming each one', () => {
      const run = cli(['--root', root], { CONTEXT: 'production', NETLIFY: 'true' });
      expect(run.status).toBe(1);
      for (const notice of checkContent(project).notices) expect(run.stderr).toContain(formatFinding(notice));
    });
  });
});
