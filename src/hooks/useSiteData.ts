import { graphql, useStaticQuery } from 'gatsby';

/** data/site.json, for the shared layout. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
        brand
        email
        links {
          dataJob
          consultation
          course
        }
        social {
          network
          label
          url
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error('data/site.json is missing: the layout needs it.');
  return { site: data.siteJson };
}
