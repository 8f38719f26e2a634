import { graphql, useStaticQuery } from 'gatsby';
import type { TFunction } from 'i18next';
import { type StructuredPage, serializeJsonLd, structuredData } from '../seo/structuredData';

type Props = { page: StructuredPage; siteUrl: string; language: string; originalPath: string; t: TFunction };

/** The page's JSON-LD (src/seo/structuredData.ts), for <Seo>. */
export function StructuredData({ page, siteUrl, language, originalPath, t }: Props) {
  const { siteJson } = useStaticQuery<Queries.StructuredDataQuery>(graphql`
    query StructuredData {
      siteJson {
        brand
        email
        countryCode
        person {
          name
        }
        links {
          course
        }
        social {
          url
        }
        course {
          weeks
          mode
          hoursPerWeek
          offerCategory
        }
      }
    }
  `);
  if (!siteJson) throw new Error('StructuredData: data/site.json is missing.');
  const data = structuredData({ page, siteUrl, site: siteJson, language, originalPath, t });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
