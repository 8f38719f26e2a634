import { graphql, useStaticQuery } from 'gatsby';

/** data/site.json and data/navigation.json, for the shared layout. */
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
      allNavigationJson {
        nodes {
          key
          href
          external
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error('data/site.json is missing: the layout needs it.');
  return { site: data.siteJson, navigation: data.allNavigationJson.nodes };
}

type SiteData = ReturnType<typeof useSiteData>['site'];

/** A navigation href is a site path ("/about/") or a key of site.links ("course"). */
export function resolveExternalHref(site: SiteData, key: string): string {
  const href = (site.links as Record<string, string | undefined>)[key];
  if (!href) throw new Error(`data/navigation.json: "${key}" is not a path and not a key of links in data/site.json`);
  return href;
}
