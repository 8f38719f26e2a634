import { graphql, useStaticQuery } from 'gatsby';

/** data/site.json, where this build is served and the year it was made, for the layout and every page's head. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildYear: buildTime(formatString: "YYYY")
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
          mode
          hoursPerWeek
          offerCategory
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error('data/site.json is missing: the layout needs it.');
  return { site: data.siteJson, buildYear: data.site!.buildYear!, ...data.site!.siteMetadata };
}
