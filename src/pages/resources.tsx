import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../components/ExternalLink';
import { Layout } from '../components/Layout';
import { Text } from '../components/Text';
import { DEFAULT_LANGUAGE, getLanguage } from '../i18n/languages';
import type { LocalizedPageProps } from '../i18n/pageContext';
import { card, cardGrid, container, lead, section, sectionTitle } from '../styles/shared';
import { colors, fontSizes, space } from '../styles/theme';

const note = css`
  margin: 0 0 ${space.sm};
  color: ${colors.textSecondary};
`;

/** A card whose title is the link; the link's box covers the card (::after), so the whole card is its target. */
const resourceCard = css`
  ${card};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  transition-property: border-color, transform;
  transition-duration: 0.15s;
  &:hover {
    border-color: ${colors.primary};
    transform: translateY(-2px);
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm};
    font-size: ${fontSizes.md};
    font-weight: 700;
    color: ${colors.primaryStrong};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    color: ${colors.textSecondary};
  }
`;

/** Free resources: its texts are English in every language, so they live in data/, not locales/. On a page in
 * another language, a line in that language says so first (resources.json › languageNote). */
export default function ResourcesPage({ data }: LocalizedPageProps<Queries.ResourcesPageQuery>) {
  const { t, i18n } = useTranslation();
  const english = getLanguage(DEFAULT_LANGUAGE).htmlLang;
  const page = data.page;
  if (!page) throw new Error('data/resourcesPage.json is missing.');
  return (
    <Layout>
      <div lang={english} css={section}>
        <div css={container}>
          {i18n.language !== DEFAULT_LANGUAGE && (
            <Text as="p" text={t('resources:languageNote')} lang={getLanguage(i18n.language).htmlLang} css={note} />
          )}
          <h1 css={{ fontSize: fontSizes.xxl }}>{page.title}</h1>
          <Text as="p" text={page.intro} css={lead} />
          {data.groups.nodes.map((group) => {
            const links = data.resources.nodes.filter((resource) => resource.group === group.key);
            return (
              <section key={group.key} css={{ marginTop: space.xxl }}>
                <h2 css={sectionTitle}>{group.title}</h2>
                <Text as="p" text={group.description} css={{ color: colors.textSecondary }} />
                <ul css={[cardGrid, { marginTop: space.lg }]}>
                  {links.map((resource) => (
                    <li key={resource.link} css={resourceCard}>
                      <ExternalLink href={resource.link}>
                        <span lang={english}>{resource.title}</span>
                      </ExternalLink>
                      <Text as="p" text={resource.description} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </Layout>
  );
}

export { Head } from '../components/Seo';

export const query = graphql`
  query ResourcesPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleStrings
    }
    page: resourcesPageJson {
      title
      intro
    }
    groups: allResourceGroupsJson(sort: { order: ASC }) {
      nodes {
        key
        title
        description
      }
    }
    resources: allResourcesJson(sort: [{ group: ASC }, { order: ASC }]) {
      nodes {
        group
        title
        description
        link
      }
    }
  }
`;
