import type { GatsbyConfig } from 'gatsby';
import { i18nextOptions } from './src/i18n/i18nextOptions';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './src/i18n/languages';
import { manifestOptions } from './src/seo/manifest';
import { sitemapOptions } from './src/seo/sitemap';
import { resolveSiteAddress } from './src/siteAddress';

const { siteUrl, indexable } = resolveSiteAddress();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, indexable },
  trailingSlash: 'always',
  // A static site: Netlify serves public/ as it is and netlify.toml holds the
  // routing. Naming an adapter turns off Gatsby's zero-config one, which on
  // Netlify would download gatsby-adapter-netlify during the build and turn
  // the Chinese 404 page's matchPath (/zh/*) into a 200 rewrite in _redirects.
  adapter: { name: 'static-files', adapt: () => undefined },
  // Automatic JSX runtime, with emotion's jsx for the `css` prop.
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  // Generates src/gatsby-types.d.ts (Queries.*) from the page queries.
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // Emotion's babel plugin and server-side style extraction.
    'gatsby-plugin-emotion',
    // <picture> sets in AVIF/WebP from src/images, made at build time.
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'avif', 'webp'], quality: 72, placeholder: 'none' } },
    },
    'gatsby-transformer-sharp',
    // Language-independent facts: addresses, ids, resource links (turned into
    // nodes by gatsby-transformer-json, scoped to this folder in gatsby-node.ts).
    { resolve: 'gatsby-source-filesystem', options: { name: 'data', path: `${__dirname}/data` } },
    // Every visitor-facing string, as the i18n plugin's Locale nodes.
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    // Original artwork for gatsby-plugin-image.
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: `${__dirname}/src/images` } },
    // `/` is English, `/zh/` is Chinese. Detection runs in gatsby-ssr's head
    // script instead of the plugin's redirect (see README, "Languages").
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: LANGUAGE_CODES,
        defaultLanguage: DEFAULT_LANGUAGE,
        fallbackLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl,
        trailingSlash: 'always',
        verbose: false,
        i18nextOptions,
      },
    },
    // sitemap-index.xml + sitemap-0.xml: every page in every language, with
    // xhtml:link alternates (src/seo/sitemap.ts); robots.txt names it (gatsby-node onPostBuild).
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions },
    // Web app manifest per language, icons from the brand mark (src/seo/manifest.ts).
    { resolve: 'gatsby-plugin-manifest', options: manifestOptions },
  ],
};

export default config;
