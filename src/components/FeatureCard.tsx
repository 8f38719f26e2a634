import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Icon, type IconName } from './Icon';
import { Text } from './Text';
import { card, cardGrid } from '../styles/shared';
import { colors, fontSizes, radii, space } from '../styles/theme';

const iconBadge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.primaryTint};
  color: ${colors.primaryStrong};
`;

type Props = { icon: IconName; title: string; text: string; children?: ReactNode };

/** A card with an icon, a title and a short text: services, features, expertise. */
export function FeatureCard({ icon, title, text, children }: Props) {
  return (
    <article css={[card, { display: 'flex', flexDirection: 'column' }]}>
      <span css={iconBadge}>
        <Icon name={icon} />
      </span>
      <Text as="h3" display text={title} css={{ fontSize: fontSizes.lg }} />
      <Text as="p" text={text} css={{ color: colors.textSecondary, flexGrow: 1 }} />
      {children}
    </article>
  );
}

/** The cards of a list of `{ key, icon }`: titles and texts at `<prefix>.<key>.title` and `.text` in locales/. */
export function FeatureGrid({ items, prefix }: { items: readonly { key: string; icon: IconName }[]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <ul css={cardGrid}>
      {items.map(({ key, icon }) => (
        <li key={key}>
          <FeatureCard icon={icon} title={t(`${prefix}.${key}.title`)} text={t(`${prefix}.${key}.text`)} />
        </li>
      ))}
    </ul>
  );
}
