import { graphql } from 'gatsby';

/** What gatsby-plugin-react-i18next needs from each page query: `locales: allLocale(...) { ...LocaleStrings }`. */
export const localeStrings = graphql`
  fragment LocaleStrings on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
