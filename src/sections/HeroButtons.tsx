import { css } from '@emotion/react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ExternalLink } from '../components/ExternalLink';
import { useSiteData } from '../hooks/useSiteData';
import { buttonAccent, buttonOutlineOnDark } from '../styles/shared';
import { space } from '../styles/theme';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  a {
    flex: 1 1 auto;
    text-wrap: balance;
  }
`;

/** The hero's three calls to action, repeated in the closing panels; for dark surfaces. */
export function HeroButtons() {
  const { t } = useTranslation('home');
  const { site } = useSiteData();
  return (
    <div css={row}>
      <ExternalLink href={site.links.dataJob} css={buttonAccent}>
        {t('home:hero.getDataJob')}
      </ExternalLink>
      <ExternalLink href={site.links.consultation} css={buttonOutlineOnDark}>
        {t('home:hero.transformBusiness')}
      </ExternalLink>
      <ExternalLink href={site.links.course} css={buttonOutlineOnDark}>
        {t('home:hero.course')}
      </ExternalLink>
    </div>
  );
}
