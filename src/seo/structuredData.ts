import { LANGUAGES, type LanguageCode, getLanguage } from '../i18n/languages';
import type { headContext } from '../i18n/pageContext';
import { localizePath } from '../i18n/paths';
import { COURSE_WEEKS } from '../site/constants';
import { pageById } from '../site/pages';
import { ICONS, SOCIAL_IMAGE } from './siteAssets';

/** The shape of data/site.json as the pages read it (src/hooks/useSiteData.ts). */
export type StructuredSite = NonNullable<Queries.SiteDataQuery['siteJson']>;

type Args = ReturnType<typeof headContext> & { siteUrl: string; site: StructuredSite };

type Node = Record<string, unknown>;

/**
 * Builds a page's JSON-LD graph from the nodes its entry in src/site/pages.ts names. The course gets the fields that
 * Google's course-info documentation asks for once data/site.json confirms them. Text comes from locales/ through
 * `t` and facts from data/site.json; node ids are the same in every language.
 */
export function structuredData({ page, siteUrl, site, language, originalPath, t }: Args) {
  const kinds: readonly string[] = pageById(page).structuredData;
  const profile = kinds.includes('ProfilePage');
  const lang = getLanguage(language);
  const url = (path: string) => `${siteUrl}${localizePath(path, lang.code as LanguageCode)}`;
  const ids = Object.fromEntries(['website', 'person', 'business', 'course'].map((id) => [id, `${siteUrl}/#${id}`]));
  const pageUrl = url(originalPath);
  const sameAs = site.social.map((profile) => profile.url);
  const knowsAbout = t('nav:meta.person.knowsAbout', { returnObjects: true }) as unknown as string[];
  const siteLanguages = LANGUAGES.map((l) => l.htmlLang);
  const areaServed = t('nav:meta.business.areaServed');
  const image = `${siteUrl}${SOCIAL_IMAGE.path}`;

  const website: Node = {
    '@type': 'WebSite',
    '@id': ids.website,
    url: `${siteUrl}/`,
    name: site.brand,
    inLanguage: siteLanguages,
    publisher: { '@id': ids.business },
  };

  const webPage: Node = {
    '@type': profile ? 'ProfilePage' : 'WebPage',
    '@id': `${pageUrl}#webpage`,
    url: pageUrl,
    name: t(`${page}:meta.title`),
    description: t(`${page}:meta.description`),
    inLanguage: lang.htmlLang,
    isPartOf: { '@id': ids.website },
    ...(profile ? { mainEntity: { '@id': ids.person } } : { about: { '@id': ids.business } }),
    primaryImageOfPage: { '@type': 'ImageObject', url: image, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
  };

  const person: Node = {
    '@type': 'Person',
    '@id': ids.person,
    name: site.person.name,
    jobTitle: t('nav:meta.person.jobTitle'),
    description: t('nav:meta.person.description'),
    url: url(pageById('about').path),
    email: site.email,
    sameAs,
    knowsAbout,
    worksFor: { '@id': ids.business },
  };

  const business: Node = {
    '@type': 'ProfessionalService',
    '@id': ids.business,
    name: site.brand,
    description: t('nav:meta.business.description'),
    url: url('/'),
    email: site.email,
    image,
    logo: `${siteUrl}${ICONS.manifest[ICONS.manifest.length - 1].src}`,
    address: { '@type': 'PostalAddress', addressLocality: areaServed, addressCountry: site.countryCode },
    areaServed: { '@type': 'AdministrativeArea', name: areaServed },
    knowsAbout,
    sameAs,
    founder: { '@id': ids.person },
  };

  const graph: Node[] = [website, webPage, person, business].filter((node) => kinds.includes(String(node['@type'])));

  if (kinds.includes('Course')) {
    const { course } = site;
    graph.push({
      '@type': 'Course',
      '@id': ids.course,
      name: t('nav:meta.course.name'),
      description: t('nav:meta.course.description'),
      url: site.links.course,
      image,
      timeRequired: `P${COURSE_WEEKS}W`,
      provider: { '@type': 'ProfessionalService', '@id': ids.business, name: site.brand, url: url('/'), sameAs },
      ...(course.offerCategory && {
        offers: [{ '@type': 'Offer', category: course.offerCategory, url: site.links.course }],
      }),
      // Only the owner can say how and by whom the course is taught (constants.ts has just COURSE_WEEKS), so a course
      // instance appears once data/site.json confirms its mode or weekly hours, and no instructor is named.
      ...((course.mode || course.hoursPerWeek) && {
        hasCourseInstance: [
          {
            '@type': 'CourseInstance',
            ...(course.mode && { courseMode: course.mode }),
            ...(course.hoursPerWeek && {
              courseSchedule: {
                '@type': 'Schedule',
                duration: `PT${course.hoursPerWeek}H`,
                repeatFrequency: 'Weekly',
                repeatCount: COURSE_WEEKS,
              },
            }),
          },
        ],
      }),
    });
  }

  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON for an inline <script type="application/ld+json">, with `<` escaped so no text can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
