import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { i18nextOptions } from '../i18n/i18nextOptions';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, PREFIXED_LANGUAGES, languagePrefix } from '../i18n/languages';
import { colors } from '../styles/theme';
import { ICONS } from './siteAssets';

/** locales/<lng>/nav.json › meta.* and the home page's description, {{brand}} filled in as on every page. */
const i18n = i18next.createInstance();
const read = (code: string, ns: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'locales', code, `${ns}.json`), 'utf8')) as object;
const resources = Object.fromEntries(
  LANGUAGES.map(({ code }) => [code, { nav: read(code, 'nav'), home: read(code, 'home') }]),
);
void i18n.init({ ...i18nextOptions, resources, initAsync: false });

function localized(code: LanguageCode) {
  const language = LANGUAGES.find((l) => l.code === code)!;
  const t = (key: string) => i18n.t(key, { lng: code });
  return {
    name: t('nav:meta.siteName'),
    short_name: t('nav:meta.shortName'),
    description: t('home:meta.description'),
    lang: language.htmlLang,
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
  background_color: colors.surface,
  theme_color: colors.ink,
  icons: ICONS.manifest.map((icon) => ({ ...icon })),
  localize: PREFIXED_LANGUAGES.map((l) => localized(l.code)),
  include_favicon: false,
  legacy: false,
  theme_color_in_head: false,
  cache_busting_mode: 'none',
};
