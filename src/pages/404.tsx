import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../components/LocalizedLink';
import { Layout } from '../components/Layout';
import { Text } from '../components/Text';
import type { LocalizedPageProps, StringsOnly } from '../i18n/pageContext';
import { buttonPrimary, container, lead, section } from '../styles/shared';
import { fontSizes } from '../styles/theme';

export default function NotFoundPage(_props: LocalizedPageProps<StringsOnly>) {
  const { t } = useTranslation('notFound');
  return (
    <Layout>
      <section css={section}>
        <div css={container}>
          <Text as="h1" display text={t('notFound:title')} css={{ fontSize: fontSizes.xl }} />
          <Text as="p" text={t('notFound:text')} css={lead} />
          <LocalizedLink to="/" css={buttonPrimary}>
            {t('notFound:back')}
          </LocalizedLink>
        </div>
      </section>
    </Layout>
  );
}

export { Head } from '../components/Seo';

// Every language's strings: each language option names its home page in its own language (LanguageSwitcher).
export const query = graphql`
  query NotFoundPage($namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces } }) {
      ...LocaleStrings
    }
  }
`;
