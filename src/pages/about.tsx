import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { FeatureGrid } from '../components/FeatureCard';
import { Layout } from '../components/Layout';
import { Picture } from '../components/Picture';
import { Text } from '../components/Text';
import { HeroButtons } from '../sections/HeroButtons';
import { panel } from '../sections/ServiceSection';
import type { LocalizedPageProps } from '../i18n/pageContext';
import { container, section, sectionTitle } from '../styles/shared';
import { colors, fontSizes, mq, radii, space } from '../styles/theme';

const intro = css`
  display: grid;
  gap: ${space.xl};
  align-items: center;
  ${mq.md} {
    grid-template-columns: 3fr 2fr;
    gap: ${space.xxl};
  }
`;

/** The mission: a long phrase breaks between its words where the line is too short for it (Text). */
const mission = css`
  margin: ${space.xxl} 0 0;
  padding: ${space.lg} ${space.sm} ${space.lg} ${space.md};
  border-left: 6px solid ${colors.accent};
  border-radius: ${radii.md};
  background: ${colors.paperShaded};
  h2 {
    font-size: ${fontSizes.xl};
  }
  p {
    font-size: ${fontSizes.lead};
    margin: 0;
    /* Display text: lines of even length, so none ends on a stub. */
    text-wrap: balance;
  }
  ${mq.md} {
    padding: ${space.xl};
    p {
      font-size: ${fontSizes.lg};
    }
  }
`;

export default function AboutPage({ data }: LocalizedPageProps<Queries.AboutPageQuery>) {
  const { t } = useTranslation('about');
  const portrait = data.portrait?.childImageSharp?.gatsbyImageData;
  const paragraphs = t('about:experience', { returnObjects: true }) as string[];

  return (
    <Layout>
      <section css={section}>
        <div css={container}>
          <div css={intro}>
            <div>
              <Text as="h1" display text={t('about:title')} css={{ fontSize: fontSizes.xxl }} />
              {paragraphs.map((paragraph) => (
                <Text
                  as="p"
                  key={paragraph}
                  text={paragraph}
                  css={{ fontSize: fontSizes.md, color: colors.textSecondary }}
                />
              ))}
            </div>
            <Picture image={portrait} alt={t('about:imageAlt')} eager css={{ img: { borderRadius: radii.lg } }} />
          </div>
          <section css={mission}>
            <Text as="h2" display text={t('about:missionTitle')} />
            <Text as="p" display text={t('about:mission')} />
          </section>
          <section css={{ marginTop: space.xxl }}>
            <Text as="h2" display text={t('about:expertiseTitle')} css={sectionTitle} />
            <FeatureGrid items={data.expertise.nodes} prefix="about:expertise" />
          </section>
          <section css={panel}>
            <Text as="h2" display text={t('about:nextTitle')} />
            <Text as="p" text={t('about:nextText')} />
            <HeroButtons />
          </section>
        </div>
      </section>
    </Layout>
  );
}

export { Head } from '../components/Seo';

export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleStrings
    }
    expertise: allExpertiseJson(sort: { order: ASC }) {
      nodes {
        key
        icon
      }
    }
    portrait: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "about-portrait.png" }) {
      childImageSharp {
        # Gatsby extracts queries at build time without interpolation, so these widths cannot come from theme.ts.
        gatsbyImageData(layout: CONSTRAINED, width: 480, breakpoints: [320, 480, 720, 960])
      }
    }
  }
`;
