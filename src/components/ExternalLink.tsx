import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { getLanguage } from '../i18n/languages';
import { visuallyHidden } from '../styles/shared';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/**
 * A link to another site, in a new tab (spec §2), saying so to screen readers in the page's language (the link
 * text may be English on both, as on Resources).
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
