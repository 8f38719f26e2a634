import { css } from '@emotion/react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { HeroArt } from './HeroArt';
import { HeroButtons } from './HeroButtons';
import { Text } from '../components/Text';
import { container, darkSurface, hanLang } from '../styles/shared';
import { alphas, colors, fontSizes, layout, mq, radii, space } from '../styles/theme';

const hero = css`
  ${darkSurface};
  position: relative;
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${alphas.primaryGlow}, transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, ${alphas.accentGlow}, transparent 60%), ${colors.ink};
  color: ${colors.paper};
  padding: clamp(3.5rem, 10vw, 7rem) 0;
`;

/** Leaves room for the drawing on wide screens: the gutter, the drawing and a gap. */
const textColumn = css`
  position: relative;
  display: flex;
  flex-direction: column;
  z-index: 1;
  ${mq.lg} {
    padding-right: calc(${space.lg} + ${layout.heroArt} + 2.5rem);
  }
`;

/** Shown above the h1, read after it: a jump to the h1 skips nothing. */
const eyebrow = css`
  order: -1;
  align-self: flex-start;
  margin-bottom: ${space.md};
  padding: ${space.xs} ${space.md};
  border: 1px solid ${alphas.onInkMedium};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.sm};
  color: ${colors.textSecondaryOnInk};
`;

const title = css`
  font-size: ${fontSizes.xxl};
  max-width: 20ch;
  margin-bottom: ${space.lg};
  &${hanLang} {
    max-width: 16em;
  }
  /* Each sentence of an English title on a line of its own (Welcome! | the promise); not the phrases inside one. */
  & > span {
    display: block;
  }
`;

/** Split where a space follows ! or ?, the space kept so the heading's name reads the same. Chinese has no space
 * there: its title stays one piece and breaks at its punctuation (Text). */
const sentencesOf = (text: string) => text.split(/(?<=[!?]\s+)(?=\S)/u);

const subtitle = css`
  font-size: ${fontSizes.md};
  /* Display text: lines of even length, so none ends on a stub. */
  text-wrap: balance;
  color: ${colors.textSecondaryOnInk};
  max-width: 40rem;
  margin-bottom: ${space.md};
  &${hanLang} {
    font-size: ${fontSizes.lead};
  }
`;

/** The one hard proof (about.json › experience) under the promise; Chinese breaks only at its comma. */
const proof = css`
  margin-bottom: ${space.xl};
  padding-left: ${space.sm};
  border-left: 3px solid ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  text-wrap: balance;
`;

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section css={hero}>
      <div css={[container, textColumn]}>
        <h1 id="hero-title" css={title}>
          {sentencesOf(t('home:hero.title')).map((sentence) => (
            <Text as="span" display key={sentence} text={sentence} />
          ))}
        </h1>
        <Text as="p" display text={t('home:hero.eyebrow')} css={eyebrow} />
        <Text as="p" display text={t('home:hero.subtitle')} css={subtitle} />
        <Text as="p" display text={t('home:hero.proof')} css={proof} />
        <HeroButtons />
      </div>
      <HeroArt />
    </section>
  );
}
