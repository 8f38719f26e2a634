import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { getLanguage } from '../i18n/languages';
import { visuallyHidden } from '../styles/shared';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link to another site. It opens in a new tab (spec §2) and tells screen
 * reader users so. `noopener noreferrer` keeps the new page from reaching
 * back into this one. The hint carries the page language's `lang`, as the
 * link text around it may be in another (the Resources page is English on
 * both languages).
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  const { t, i18n } = useTranslation('nav');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span css={visuallyHidden} lang={getLanguage(i18n.language).htmlLang}>
        {' '}
        {t('nav:newTab')}
      </span>
    </a>
  );
}
