import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { visuallyHidden } from '../styles/shared';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link to another site. It opens in a new tab (spec §2) and tells screen
 * reader users so. `noopener noreferrer` keeps the new page from reaching
 * back into this one.
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  const { t } = useTranslation('nav');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span css={visuallyHidden}> {t('nav:newTab')}</span>
    </a>
  );
}
