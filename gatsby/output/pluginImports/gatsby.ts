/**
 * The gatsby module that the i18n and manifest plugins `require` in the browser bundle (gatsby/output/webpack.ts). A
 * CommonJS `require` of the whole module keeps every export (Slice, Script, Partytown, …), so this keeps only what they
 * use. __tests__/unit/pluginImports.test.ts fails when either plugin reaches for another name.
 */
export { Link, navigate, withPrefix } from 'gatsby';
