import { DEFAULT_LANGUAGE, LANGUAGES, getLanguage } from '../i18n/languages';
import { type LocalizedHeadProps, type StringsOnly, headContext } from '../i18n/pageContext';
import { localizePath } from '../i18n/paths';
import { useSiteData } from '../hooks/useSiteData';
import { ICONS, SOCIAL_IMAGE } from '../seo/siteAssets';
import { serializeJsonLd, structuredData } from '../seo/structuredData';
import { pageById } from '../site/pages';
import { colors } from '../styles/theme';

/**
 * Every page's Head export (`export { Head } from '../components/Seo'`). Its text comes from `meta` in
 * locales/<lng>/<page>.json, and the page's id from its page context (gatsby/language/localizedPages.ts). The page's
 * entry in src/site/pages.ts decides noindex (which drops canonical and alternates) and its JSON-LD structured data
 * (built from data/site.json by src/seo/structuredData.ts).
 */
export function Head(props: LocalizedHeadProps<StringsOnly>) {
  const { page, language, originalPath, t } = headContext(props);
  const { site, siteUrl, indexable } = useSiteData();
  const { indexed, structuredData: kinds } = pageById(page);
  const lang = getLanguage(language);
  const urlOf = (code: (typeof LANGUAGES)[number]['code']) => `${siteUrl}${localizePath(originalPath, code)}`;
  const canonical = urlOf(lang.code);
  const title = t(`${page}:meta.title`);
  const description = t(`${page}:meta.description`);
  const image = `${siteUrl}${SOCIAL_IMAGE.path}`;
  const imageAlt = t('nav:meta.ogImageAlt');

  return (
    <>
      <html lang={lang.htmlLang} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {!indexed || !indexable ? <meta name="robots" content="noindex" /> : null}
      {indexed && (
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
      <meta property="og:site_name" content={t('nav:meta.siteName')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={lang.ogLocale} />
      {LANGUAGES.filter((l) => l.code !== lang.code).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SOCIAL_IMAGE.type} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content={colors.ink} />
      <link rel="icon" href={ICONS.ico} sizes="32x32" />
      <link rel="icon" href={ICONS.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={ICONS.appleTouch} />
      {kinds.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(structuredData({ page, siteUrl, site, language, originalPath, t })),
          }}
        />
      )}
    </>
  );
}
