import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { newTabName, newTabNote } from '../i18n/filled';
import { getLanguage } from '../i18n/languages';
import { visuallyHidden } from '../styles/shared';
import { Icon } from './Icon';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/**
 * A link to another site that opens in a new tab and says so, to screen readers and with an arrow (WCAG 3.2.5). It
 * carries the page's language so its name is read in one voice; content in another language marks its own. A
 * plain-text link takes its whole name from nav:newTab, whose separator the locale writes, because a visually hidden
 * note is positioned and the name computation would set it off with a space.
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  const { t, i18n } = useTranslation('nav');
  const text = typeof children === 'string';
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      lang={getLanguage(i18n.language).htmlLang}
      aria-label={text ? newTabName(t, children) : undefined}
      {...rest}
    >
      {children}
      <Icon name="external" size={16} />
      {!text && <span css={visuallyHidden}>{newTabNote(t)}</span>}
    </a>
  );
}
