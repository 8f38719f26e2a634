/**
 * Gatsby's browser API as the CommonJS code of gatsby-plugin-react-i18next and gatsby-plugin-manifest sees it in the
 * browser bundle: only what they use (gatsby/output/webpack.ts resolves their `require('gatsby')` here). A CommonJS
 * `require` of the whole module keeps every export webpack could otherwise drop (Slice, Script and Partytown,
 * static queries by hook, …); from these named imports it keeps what they need.
 * __tests__/unit/pluginImports.test.ts fails when either plugin reaches for another name.
 */
export { Link, navigate, withPrefix } from 'gatsby';
