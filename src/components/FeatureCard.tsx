import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { card } from '../styles/shared';
import { colors, fontSizes, radii, space } from '../styles/theme';

const iconBadge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.brandTint};
  color: ${colors.brandDark};
`;

type Props = {
  icon: IconName;
  title: string;
  text: string;
  /** h2 or h3, to keep the page's heading outline in order. */
  level?: 2 | 3;
  children?: ReactNode;
};

/** A card with an icon, a title and a short text: services, features, expertise. */
export function FeatureCard({ icon, title, text, level = 3, children }: Props) {
  const Heading = `h${level}` as const;
  return (
    <article css={[card, { display: 'flex', flexDirection: 'column' }]}>
      <span css={iconBadge}>
        <Icon name={icon} />
      </span>
      <Heading css={{ fontSize: fontSizes.lg }}>{title}</Heading>
      <p css={{ color: colors.inkSoft, flexGrow: 1 }}>{text}</p>
      {children}
    </article>
  );
}
