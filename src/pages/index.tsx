import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import type { LocalizedPageProps } from '../i18n/pageContext';
import { Hero } from '../sections/Hero';
import { Offerings } from '../sections/Offerings';
import { ServiceSection } from '../sections/ServiceSection';

export default function HomePage({ data }: LocalizedPageProps<Queries.HomePageQuery>) {
  const services = data.services.nodes;
  return (
    <Layout>
      <Hero />
      <Offerings services={services} />
      {services.map((service, index) => (
        <ServiceSection key={service.sectionId} service={service} alt={index % 2 === 0} />
      ))}
    </Layout>
  );
}

export { Head } from '../components/Seo';

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleStrings
    }
    services: allServicesJson(sort: { order: ASC }) {
      nodes {
        sectionId
        icon
        cta
        features {
          key
          icon
        }
      }
    }
  }
`;
