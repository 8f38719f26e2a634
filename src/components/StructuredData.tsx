import { graphql, useStaticQuery } from 'gatsby';
import type { TFunction } from 'i18next';
import { serializeJsonLd, structuredData } from '../seo/structuredData';
import type { PageId } from '../site/pages';

type Props = { page: PageId; language: string; originalPath: string; t: TFunction };

/** The page's JSON-LD (src/seo/structuredData.ts), for a Head export. */
export function StructuredData({ page, language, originalPath, t }: Props) {
  const { site, siteJson } = useStaticQuery<Queries.StructuredDataQuery>(graphql`
    query StructuredData {
      site {
        siteMetadata {
          siteUrl
        }
      }
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
  if (!site || !siteJson) throw new Error('StructuredData: siteMetadata or data/site.json is missing.');
  const data = structuredData({ page, siteUrl: site.siteMetadata.siteUrl, site: siteJson, language, originalPath, t });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
