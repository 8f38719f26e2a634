/**
 * The react-i18next that gatsby-plugin-react-i18next `require`s in the browser bundle (gatsby/output/webpack.ts): its
 * CommonJS `export *` would keep all of it (Trans and its HTML parser, …). Its page wrapper uses I18nextProvider; its
 * useI18next and useTranslation, which the site imports from it, use useTranslation.
 * __tests__/unit/pluginImports.test.ts fails when the plugin or the site reaches for another name.
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
