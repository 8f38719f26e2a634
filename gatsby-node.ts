/** The build's hooks, in the order Gatsby runs them. Each build feature lives in gatsby/<feature>/. */

// Before anything is read: the content check of `npm run check:content` (a Netlify production deploy refuses placeholders).
export { onPreBootstrap } from './gatsby/content/hooks';
// data/*.json as typed nodes, each entry checked against its type; locales/ stay the i18n plugin's Locale nodes.
export { createSchemaCustomization, shouldOnCreateNode, onCreateNode } from './gatsby/content/hooks';
// Each localized page: its query's $namespaces (src/site/pages.ts), the 404 pages' matchPaths.
export { onCreatePage } from './gatsby/language/localizedPages';
// Server rendering gets the build's env and the language head script; the browser one i18next.
export { onCreateWebpackConfig } from './gatsby/output/webpack';
// After the build: robots.txt, the one pass over the HTML, the editor at /admin/, then _headers with the CSP's hashes.
export { onPostBuild } from './gatsby/output/onPostBuild';
