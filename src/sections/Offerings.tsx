import { useTranslation } from 'gatsby-plugin-react-i18next';
import { FeatureCard } from '../components/FeatureCard';
import { Icon } from '../components/Icon';
import { Text } from '../components/Text';
import { learnMoreName } from '../i18n/filled';
import { buttonOutline, cardGrid, container, lead, section, sectionTitle } from '../styles/shared';
import type { Service } from './ServiceSection';

/** Core Offerings: a card per service; "Learn More" scrolls to it with no JavaScript (GlobalStyles). */
export function Offerings({ services }: { services: readonly Service[] }) {
  const { t } = useTranslation(['home', 'services']);
  return (
    <section css={section}>
      <div css={container}>
        <Text as="h2" display text={t('home:offerings.title')} css={sectionTitle} />
        <Text as="p" text={t('home:offerings.subtitle')} css={lead} />
        <ul css={cardGrid}>
          {services.map((service) => {
            const title = t(`services:${service.sectionId}.title`);
            return (
              <li key={service.sectionId}>
                <FeatureCard icon={service.icon} title={title} text={t(`services:${service.sectionId}.summary`)}>
                  <a
                    href={`#${service.sectionId}`}
                    css={[buttonOutline, { alignSelf: 'flex-start' }]}
                    aria-label={learnMoreName(t, title)}
                  >
                    {t('home:offerings.learnMore')}
                    <Icon name="arrowDown" size={18} />
                  </a>
                </FeatureCard>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
