/** The build's hooks, in the order Gatsby runs them. Each build feature lives in gatsby/<feature>/. */

// First, run the content check of `npm run check:content`; a Netlify production deploy also refuses placeholders.
export { onPreBootstrap } from './gatsby/content/hooks';
// Turn data/*.json into typed nodes and check each entry against its type; locales/ stay the i18n plugin's nodes.
export { createSchemaCustomization, shouldOnCreateNode, onCreateNode } from './gatsby/content/hooks';
// Give each localized page its query's $namespaces (src/site/pages.ts), and the 404 pages their matchPaths.
export { onCreatePage } from './gatsby/language/localizedPages';
// Server rendering gets the build's env and the language head script; the browser bundle gets one i18next copy.
export { onCreateWebpackConfig } from './gatsby/output/webpack';
// After the build, write robots.txt, edit the HTML once, build the editor at /admin/, then write _headers and its CSP.
export { onPostBuild } from './gatsby/output/onPostBuild';
