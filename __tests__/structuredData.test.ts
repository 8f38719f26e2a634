import { site } from '../src/data/site';
import { serializeJsonLd, structuredData } from '../src/seo/structuredData';
import { loadLocales, translator } from './helpers/locales';

const resources = loadLocales();
const siteUrl = 'https://coach.example.org';

type Node = Record<string, unknown> & { '@type': string };
function graph(page: 'home' | 'about', language: 'en' | 'zh') {
  const path = page === 'home' ? '/' : '/about/';
  const data = structuredData({ page, siteUrl, site, language, originalPath: path, t: translator(language) });
  expect(data['@context']).toBe('https://schema.org');
  const nodes = data['@graph'] as Node[];
  const byType = (type: string) => {
    const found = nodes.filter((node) => node['@type'] === type);
    expect(found).toHaveLength(1);
    return found[0];
  };
  return { nodes, byType };
}

const meta = (language: 'en' | 'zh') => resources[language].nav.meta as Record<string, Record<string, unknown>>;
const socialUrls = site.social.map((s) => s.url);

describe.each(['en', 'zh'] as const)('structured data (%s)', (language) => {
  const prefix = language === 'en' ? '' : '/zh';
  const htmlLang = language === 'en' ? 'en' : 'zh-HK';

  it.each(['home', 'about'] as const)('%s: Person with name, knowsAbout, sameAs the social profiles', (page) => {
    const person = graph(page, language).byType('Person');
    expect(person.name).toBe(site.person.name);
    expect(person.jobTitle).toBe(meta(language).person.jobTitle);
    expect(person.knowsAbout).toEqual(meta(language).person.knowsAbout);
    expect(person.sameAs).toEqual(socialUrls);
    expect(person.url).toBe(`${siteUrl}${prefix}/about/`);
    expect(person.knowsLanguage).toEqual(['en', 'zh-HK']);
  });

  it.each(['home', 'about'] as const)(
    '%s: ProfessionalService with name, address, areaServed, knowsAbout, sameAs',
    (page) => {
      const business = graph(page, language).byType('ProfessionalService');
      expect(business.name).toBe(site.brand);
      expect(business.address).toEqual({
        '@type': 'PostalAddress',
        addressLocality: meta(language).business.areaServed,
        addressCountry: 'HK',
      });
      expect(business.areaServed).toEqual({ '@type': 'AdministrativeArea', name: meta(language).business.areaServed });
      expect(business.knowsAbout).toEqual(meta(language).person.knowsAbout);
      expect(business.sameAs).toEqual(socialUrls);
      expect(business.url).toBe(`${siteUrl}${prefix}/`);
      expect(business.founder).toEqual({ '@id': `${siteUrl}/#person` });
    },
  );

  it.each([
    ['home', 'WebPage', '/'],
    ['about', 'ProfilePage', '/about/'],
  ] as const)('%s: a %s in the page language', (page, type, path) => {
    const webPage = graph(page, language).byType(type);
    expect(webPage.inLanguage).toBe(htmlLang);
    expect(webPage.url).toBe(`${siteUrl}${prefix}${path}`);
    expect(webPage.name).toBe(meta(language)[page].title);
  });

  it('home: a Course of its weeks, telling no course fact the owner has not confirmed', () => {
    // Mode, hours a week and offer category are placeholders (null) until the owner confirms them.
    const unconfirmed = {
      ...site,
      course: { weeks: site.course.weeks, mode: null, hoursPerWeek: null, offerCategory: null },
    };
    const data = structuredData({
      page: 'home',
      siteUrl,
      site: unconfirmed,
      language,
      originalPath: '/',
      t: translator(language),
    });
    const course = (data['@graph'] as Node[]).find((node) => node['@type'] === 'Course')!;
    expect(course.name).toBe(meta(language).course.name);
    expect(course.description).toBe(meta(language).course.description);
    expect(course.provider).toMatchObject({ '@type': 'ProfessionalService', name: site.brand });
    expect(course.offers).toBeUndefined();
    expect(course.hasCourseInstance).toEqual([
      expect.objectContaining({
        '@type': 'CourseInstance',
        courseSchedule: { '@type': 'Schedule', repeatFrequency: 'Weekly', repeatCount: site.course.weeks },
      }),
    ]);
    expect(course.hasCourseInstance).not.toContainEqual(expect.objectContaining({ courseMode: expect.anything() }));
  });

  it('home: a Course with the fields Google requires once the owner fills them in', () => {
    const confirmed = { ...site, course: { weeks: 12, mode: 'Blended', hoursPerWeek: 5, offerCategory: 'Free' } };
    const data = structuredData({
      page: 'home',
      siteUrl,
      site: confirmed,
      language,
      originalPath: '/',
      t: translator(language),
    });
    const course = (data['@graph'] as Node[]).find((node) => node['@type'] === 'Course')!;
    expect(course.offers).toEqual([{ '@type': 'Offer', category: 'Free', url: site.links.course }]);
    expect(course.hasCourseInstance).toEqual([
      expect.objectContaining({
        '@type': 'CourseInstance',
        courseMode: 'Blended',
        courseSchedule: { '@type': 'Schedule', duration: 'PT5H', repeatFrequency: 'Weekly', repeatCount: 12 },
      }),
    ]);
  });

  it('about: no Course', () => {
    expect(graph('about', language).nodes.map((n) => n['@type'])).not.toContain('Course');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element early', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
