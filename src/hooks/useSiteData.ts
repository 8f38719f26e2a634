import { graphql, useStaticQuery } from 'gatsby';

/** data/site.json and where this build is served, for the layout and every page's head. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
          indexable
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
          dataJob
          consultation
          course
        }
        social {
          network
          label
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
  if (!data.siteJson) throw new Error('data/site.json is missing: the layout needs it.');
  return { site: data.siteJson, ...data.site!.siteMetadata };
}
