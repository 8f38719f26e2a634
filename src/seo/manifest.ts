import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  PREFIXED_LANGUAGES,
  getLanguage,
  languagePrefix,
} from '../i18n/languages';
import { localeT } from '../i18n/localeFiles';
import { colors } from '../styles/theme';
import { ICONS } from './siteAssets';

/** locales/<lng>/nav.json › meta.* and the home page's description. */
function localized(code: LanguageCode) {
  const t = localeT(code);
  return {
    name: t('nav:meta.siteName'),
    short_name: t('nav:meta.shortName'),
    description: t('home:meta.description'),
    lang: getLanguage(code).htmlLang,
    start_url: `${languagePrefix(code)}/`,
  };
}

/**
 * gatsby-plugin-manifest: one manifest per language (the plugin picks the one whose start_url prefixes the page).
 * <Seo> writes the favicon, apple-touch-icon and theme-color tags, so the plugin adds only the manifest link.
 */
export const manifestOptions = {
  ...localized(DEFAULT_LANGUAGE),
  display: 'standalone',
  background_color: colors.paper,
  theme_color: colors.ink,
  icons: ICONS.manifest.map((icon) => ({ ...icon })),
  localize: PREFIXED_LANGUAGES.map((l) => localized(l.code)),
  include_favicon: false,
  legacy: false,
  theme_color_in_head: false,
  cache_busting_mode: 'none',
};
