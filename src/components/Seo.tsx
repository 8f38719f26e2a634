import { graphql, useStaticQuery } from 'gatsby';
import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, getLanguage } from '../i18n/languages';
import { localizePath } from '../i18n/paths';

type Props = {
  language: string;
  /** The page's path without a language prefix, e.g. "/about/". */
  originalPath: string;
  title: string;
  description: string;
  /** 404 pages: keep out of the index, no canonical or alternates. */
  noindex?: boolean;
  children?: ReactNode;
};

/**
 * Everything a page puts in <head>: <html lang>, title, description,
 * canonical, hreflang alternates and social cards. Used from each page's
 * Head export.
 */
export function Seo({ language, originalPath, title, description, noindex = false, children }: Props) {
  const { site } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site {
        siteMetadata {
          siteUrl
          indexable
        }
      }
    }
  `);
  const { siteUrl, indexable } = site!.siteMetadata;
  const lang = getLanguage(language);
  const urlOf = (code: (typeof LANGUAGES)[number]['code']) => `${siteUrl}${localizePath(originalPath, code)}`;
  const canonical = urlOf(lang.code);

  return (
    <>
      <html lang={lang.htmlLang} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex || !indexable ? <meta name="robots" content="noindex" /> : null}
      {noindex ? null : (
        <>
          <link rel="canonical" href={canonical} />
          {LANGUAGES.map((l) => (
            <link key={l.code} rel="alternate" hrefLang={l.htmlLang} href={urlOf(l.code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={urlOf(DEFAULT_LANGUAGE)} />
          <meta property="og:url" content={canonical} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={lang.ogLocale} />
      {LANGUAGES.filter((l) => l.code !== lang.code).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#0b1f3a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {children}
    </>
  );
}
