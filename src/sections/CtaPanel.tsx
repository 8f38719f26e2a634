import { css } from '@emotion/react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { HeroButtons } from './HeroButtons';
import { colors, fontSizes, radii, space } from '../styles/theme';

const panel = css`
  margin-top: ${space.xxl};
  padding: clamp(${space.lg}, 5vw, ${space.xxl});
  border-radius: ${radii.lg};
  background: linear-gradient(135deg, ${colors.ink} 0%, #123a5a 100%);
  color: ${colors.onDark};
  h3 {
    font-size: ${fontSizes.xl};
  }
  p {
    color: ${colors.onDarkMuted};
    max-width: 40rem;
    margin-bottom: ${space.lg};
  }
`;

/** The collaborations call-to-action panel: the three hero buttons again. */
export function CtaPanel() {
  const { t } = useTranslation('home');
  return (
    <div css={panel}>
      <h3>{t('home:cta.panelTitle')}</h3>
      <p>{t('home:cta.panelText')}</p>
      <HeroButtons />
    </div>
  );
}
