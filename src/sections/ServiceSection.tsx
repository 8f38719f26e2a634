import { css } from '@emotion/react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { HeroButtons } from './HeroButtons';
import { ExternalLink } from '../components/ExternalLink';
import { FeatureGrid } from '../components/FeatureCard';
import { Icon } from '../components/Icon';
import { Text } from '../components/Text';
import { useSiteData } from '../hooks/useSiteData';
import { newTabName } from '../i18n/filled';
import { buttonPrimary, container, darkSurface, lead, section, sectionTitle } from '../styles/shared';
import { colors, fontSizes, mq, radii, space } from '../styles/theme';

export type Service = Queries.HomePageQuery['services']['nodes'][number];

/** Each section's own next step: a line and a button (its demo call; for collaborations, the site's email). */
const ctaRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: ${space.xl};
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.paper};
  border: 1px solid ${colors.border};
  p {
    margin: 0;
    font-weight: 600;
  }
  /* A label on two lines splits evenly, not before its last word. */
  a {
    text-wrap: balance;
  }
`;

/** The closing panel of the collaborations section and the About page: the hero buttons again. */
export const panel = css`
  ${darkSurface};
  margin-top: ${space.xxl};
  padding: clamp(${space.md}, 5vw, ${space.xxl});
  border-radius: ${radii.lg};
  /* On a phone it runs to the screen's edges, so its buttons are as wide as the hero's. */
  ${mq.belowGutter} {
    margin-inline: calc(-1 * ${space.md});
    padding-inline: ${space.md};
    border-radius: 0;
  }
  background: linear-gradient(135deg, ${colors.ink} 0%, ${colors.inkGlow} 100%);
  color: ${colors.paper};
  h2,
  h3 {
    font-size: ${fontSizes.xl};
  }
  p {
    color: ${colors.textSecondaryOnInk};
    max-width: 40rem;
    margin-bottom: ${space.lg};
  }
`;

/** One service area of the home page, with the id the Learn More links target. */
export function ServiceSection({ service, alt }: { service: Service; alt: boolean }) {
  const { t } = useTranslation(['services', 'home']);
  const { site } = useSiteData();
  const id = service.sectionId;
  // Organisers write: the site's one contact route (data/site.json › email) is where they read about collaborations.
  const action =
    service.cta === 'panel' ? (
      <a href={`mailto:${site.email}`} css={buttonPrimary}>
        <Icon name="mail" size={20} />
        {t('home:cta.email')}
      </a>
    ) : (
      // The spec's label, and a name that goes on to say whose call it is (WCAG 2.5.3: the name starts with the label).
      <ExternalLink
        href={site.links.consultation}
        css={buttonPrimary}
        aria-label={newTabName(t, t(`services:${id}.ctaName`))}
      >
        {t(`services:${id}.ctaButton`)}
      </ExternalLink>
    );
  return (
    <section
      id={id}
      tabIndex={-1}
      css={[section, alt && { background: colors.paperShaded }]}
      aria-labelledby={`${id}-title`}
    >
      <div css={container}>
        <Text as="h2" display text={t(`services:${id}.title`)} id={`${id}-title`} css={sectionTitle} />
        <Text as="p" text={t(`services:${id}.intro`)} css={lead} />
        <FeatureGrid items={service.features} prefix="services:features" />
        <div css={ctaRow}>
          <Text as="p" text={t(`services:${id}.ctaText`)} />
          {action}
        </div>
        {service.cta === 'panel' && (
          <div css={panel}>
            <Text as="h3" display text={t('home:cta.panelTitle')} />
            <Text as="p" text={t('home:cta.panelText')} />
            <HeroButtons />
          </div>
        )}
      </div>
    </section>
  );
}
