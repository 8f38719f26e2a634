import { Link } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import type { AnchorHTMLAttributes } from 'react';
import { localizePath } from '../i18n/paths';
import type { LanguageCode } from '../i18n/languages';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path without language prefix, e.g. "/about/". */
  to: string;
};

/**
 * A link to a page of this site in the current language: "/about/" becomes
 * "/zh/about/" on Chinese pages. Gatsby's Link marks the current page with
 * aria-current="page" and prefetches on hover.
 */
export function LocalizedLink({ to, ...rest }: Props) {
  const { language } = useI18next();
  return <Link to={localizePath(to, language as LanguageCode)} {...rest} />;
}
