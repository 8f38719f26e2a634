import { Link } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import type { AnchorHTMLAttributes } from 'react';
import { localizePath } from '../i18n/paths';
import type { LanguageCode } from '../i18n/languages';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link to a page of this site in the current language: "/about/" is "/zh/about/" on Chinese pages. */
export function LocalizedLink({ to, ...rest }: Props) {
  const { language } = useI18next();
  return <Link to={localizePath(to, language as LanguageCode)} {...rest} />;
}
