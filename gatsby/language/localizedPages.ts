import { join, relative } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { PAGES, fileOf, namespacesOf } from '../../src/site/pages';

/**
 * Each localized page of src/pages/ gets its id (for its Head) and its query's $namespaces from its entry in
 * src/site/pages.ts; a page file without an entry stops the build. Each 404 page answers every missing path of its
 * language. The i18n plugin gives /zh/404/ the matchPath `/zh/zh/*`, which we fix to `/zh/*`, and `/404/` gets `/*`,
 * so a missing path never requests page data that does not exist (a console error). More specific paths still win.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, reporter }) => {
  if (!page.context?.i18n) return; // skip the i18n plugin's input page, which it replaces with one per language
  const localized = page.matchPath?.match(/^\/([^/]+)\/\1\/\*$/);
  const matchPath = localized ? `/${localized[1]}/*` : page.path === '/404/' && !page.matchPath ? '/*' : page.matchPath;
  const file = relative(join(process.cwd(), 'src', 'pages'), page.component);
  const entry = PAGES.find((candidate) => fileOf(candidate) === file);
  if (!entry && !file.startsWith('..'))
    reporter.panicOnBuild(`src/pages/${file} has no entry in src/site/pages.ts: add one (id, path, namespaces, …).`);
  const context = entry && { namespaces: namespacesOf(entry), page: entry.id };
  if (matchPath === page.matchPath && !context) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath, context: { ...page.context, ...context } });
};
