import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { newTabName, newTabNote } from '../i18n/filled';
import { getLanguage } from '../i18n/languages';
import { visuallyHidden } from '../styles/shared';
import { Icon } from './Icon';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/**
 * A link to another site, in a new tab, saying so to screen readers in the page's language (the link
 * text may be English on both, as on Resources). A plain-text link gets its whole name from nav:newTab, whose
 * separator the locale writes (none before a full-width bracket): a visually hidden note is positioned, so the name
 * computation would set it off with a space. Sighted visitors see the same warning as an arrow after the text (WCAG
 * 3.2.5); a link with children of its own (an icon, a card) shows its own.
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  const { t, i18n } = useTranslation('nav');
  const arrow = typeof children === 'string' ? <Icon name="external" size={16} /> : null;
  if (typeof children === 'string')
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={newTabName(t, children)} {...rest}>
        {children}
        {arrow}
      </a>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {arrow}
      <span css={visuallyHidden} lang={getLanguage(i18n.language).htmlLang}>
        {newTabNote(t)}
      </span>
    </a>
  );
}
