import type { GatsbyConfig } from 'gatsby';
import { i18nextOptions } from './src/i18n/i18nextOptions';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './src/i18n/languages';
import { manifestOptions } from './src/seo/manifest';
import { sitemapOptions } from './src/seo/sitemap';
import { buildEnv } from './src/site/env';

const { siteUrl, indexable } = buildEnv();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, indexable },
  trailingSlash: 'always',
  // Naming an adapter turns off Gatsby's zero-config one, which on Netlify would download
  // gatsby-adapter-netlify and make the Chinese 404's matchPath (/zh/*) a 200 rewrite.
  adapter: { name: 'static-files', adapt: () => undefined },
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'avif', 'webp'], quality: 72, placeholder: 'none' } },
    },
    'gatsby-transformer-sharp',
    // gatsby-transformer-json turns these into nodes; gatsby-node.ts limits it to data/.
    { resolve: 'gatsby-source-filesystem', options: { name: 'data', path: `${__dirname}/data` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: `${__dirname}/src/images` } },
    // Language detection runs in gatsby-ssr's head script, not in the plugin's redirect (docs/languages.md).
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        languages: LANGUAGE_CODES,
        defaultLanguage: DEFAULT_LANGUAGE,
        fallbackLanguage: DEFAULT_LANGUAGE,
        redirect: false,
        siteUrl,
        trailingSlash: 'always',
        verbose: false,
        i18nextOptions,
      },
    },
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions },
    { resolve: 'gatsby-plugin-manifest', options: manifestOptions },
  ],
};

export default config;
