import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { FeatureGrid } from '../components/FeatureCard';
import { Layout } from '../components/Layout';
import { Phrases, Words } from '../components/Phrases';
import { Picture } from '../components/Picture';
import { HeroButtons } from '../sections/HeroButtons';
import { panel } from '../sections/ServiceSection';
import type { LocalizedPageProps } from '../i18n/pageContext';
import { chinesePhrases, container, section, sectionTitle } from '../styles/shared';
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

/** The mission: a long phrase breaks between its words where the line is too short for it (Phrases). */
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
    /* Display text: lines of even length (<Phrases>), so none ends on a stub. */
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
              <h1 css={{ fontSize: fontSizes.xxl }}>
                <Phrases text={t('about:title')} />
              </h1>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} css={[chinesePhrases, { fontSize: fontSizes.md, color: colors.textSecondary }]}>
                  <Words text={paragraph} />
                </p>
              ))}
            </div>
            <Picture image={portrait} alt={t('about:imageAlt')} eager css={{ img: { borderRadius: radii.lg } }} />
          </div>
          <section css={mission}>
            <h2>
              <Phrases text={t('about:missionTitle')} />
            </h2>
            <p css={chinesePhrases}>
              <Phrases text={t('about:mission')} />
            </p>
          </section>
          <section css={{ marginTop: space.xxl }}>
            <h2 css={sectionTitle}>
              <Phrases text={t('about:expertiseTitle')} />
            </h2>
            <FeatureGrid items={data.expertise.nodes} prefix="about:expertise" />
          </section>
          <section css={panel}>
            <h2>
              <Phrases text={t('about:nextTitle')} />
            </h2>
            <p css={chinesePhrases}>
              <Words text={t('about:nextText')} />
            </p>
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
        gatsbyImageData(layout: CONSTRAINED, width: 480, breakpoints: [320, 480, 720, 960])
      }
    }
  }
`;
