/**
 * react-i18next as gatsby-plugin-react-i18next sees it in the browser bundle: only what it uses (gatsby/output/webpack.ts
 * resolves the plugin's `require('react-i18next')` here). The plugin re-exports the package through a CommonJS
 * `export *` and reads it as a CommonJS object, so webpack would keep all of it (Trans and its HTML parser,
 * withTranslation, …); from these named imports it keeps what they need. The plugin's page wrapper uses
 * I18nextProvider; its useI18next, and useTranslation, which the site imports from the plugin, use useTranslation.
 * __tests__/unit/pluginImports.test.ts fails when the plugin or the site reaches for another name.
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
