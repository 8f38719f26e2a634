// The values of the JSON-LD, from locales/ and data/, and the course's branches; every built page's: built/.
import { site as siteJson } from '../../src/data/site';
import { COURSE_WEEKS } from '../../src/site/constants';
import { serializeJsonLd, type StructuredSite, structuredData } from '../../src/seo/structuredData';
import { translator } from '../support/locales';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/paths';

const siteUrl = 'https://coach.example.org';
const site = siteJson as StructuredSite;
type Node = Record<string, unknown> & { '@type': string };

function graph(language: LanguageCode, course: StructuredSite['course'] = site.course) {
  const t = translator(language);
  const data = structuredData({ page: 'home', siteUrl, site: { ...site, course }, language, originalPath: '/', t });
  return (type: string) => (data['@graph'] as Node[]).find((node) => node['@type'] === type)!;
}

describe.each(LANGUAGE_CODES)('structured data (%s)', (language) => {
  const t = translator(language);
  const prefix = localizePath('/', language).slice(0, -1);

  it('a Person and a ProfessionalService with their texts from locales/ and facts from data/site.json', () => {
    const byType = graph(language);
    const knowsAbout = t('nav:meta.person.knowsAbout', { returnObjects: true });
    expect(byType('Person')).toMatchObject({
      name: site.person.name,
      jobTitle: t('nav:meta.person.jobTitle'),
      knowsAbout,
      url: `${siteUrl}${prefix}/about/`,
    });
    // Which languages the coach speaks is the owner's to say (data/site.json does not say): no knowsLanguage.
    expect(byType('Person')).not.toHaveProperty('knowsLanguage');
    const areaServed = t('nav:meta.business.areaServed');
    expect(byType('ProfessionalService')).toMatchObject({
      name: site.brand,
      address: { '@type': 'PostalAddress', addressLocality: areaServed, addressCountry: site.countryCode },
      areaServed: { '@type': 'AdministrativeArea', name: areaServed },
      knowsAbout,
      url: `${siteUrl}${prefix}/`,
      founder: { '@id': `${siteUrl}/#person` },
    });
  });

  it.each([
    ['tells no course fact the owner has not confirmed', { mode: null, hoursPerWeek: null, offerCategory: null }],
    [
      'has the fields Google requires once the owner fills them in',
      { mode: 'Blended' as const, hoursPerWeek: 5, offerCategory: 'Free' },
    ],
  ])('a Course that %s', (_name, facts) => {
    const course = graph(language, facts)('Course');
    expect(course).toMatchObject({ name: t('nav:meta.course.name'), description: t('nav:meta.course.description') });
    expect(course.provider).toMatchObject({ '@type': 'ProfessionalService', name: site.brand });
    const offers = facts.offerCategory && [{ '@type': 'Offer', category: 'Free', url: site.links.course }];
    expect(course.offers).toEqual(offers ?? undefined);
    // Weekly sessions only with the hours a week confirmed: src/site/constants.ts gives only the weeks.
    const schedule = { '@type': 'Schedule', duration: 'PT5H', repeatFrequency: 'Weekly', repeatCount: COURSE_WEEKS };
    // A course instance only once its mode or hours are confirmed; who teaches it is never claimed.
    if (!facts.mode && !facts.hoursPerWeek) expect(course).not.toHaveProperty('hasCourseInstance');
    else {
      const [instance, ...more] = course.hasCourseInstance as Node[];
      expect([instance['@type'], more]).toEqual(['CourseInstance', []]);
      expect(instance.courseMode).toBe(facts.mode ?? undefined);
      expect(instance.courseSchedule).toEqual(facts.hoursPerWeek ? schedule : undefined);
      expect(instance).not.toHaveProperty('instructor');
    }
    expect(course.timeRequired).toBe(`P${COURSE_WEEKS}W`);
  });
});

it('serializeJsonLd cannot close its script element early', () => {
  const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
});
