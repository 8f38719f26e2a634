/**
 * The react-i18next that gatsby-plugin-react-i18next `require`s in the browser bundle (gatsby/output/webpack.ts).
 * Its CommonJS `export *` would keep all of it (Trans, its HTML parser, …). The plugin's page wrapper needs only
 * I18nextProvider, and the useI18next and useTranslation the site imports from the plugin need only useTranslation.
 * __tests__/unit/pluginImports.test.ts fails when the plugin or the site reaches for another name.
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
