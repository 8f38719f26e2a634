/** The site's pages for every test and gate: one list and one walker of a build (CommonJS: .cjs, .mjs and TS load it). */
const { readdirSync } = require('node:fs');
const { join, sep } = require('node:path');
const navigation = require('../data/navigation.json');

/** The pages in the default language: the navigation's own (not external) links. __tests__/support/site.ts adds /zh/. */
const PAGE_PATHS = navigation.filter((item) => !item.external).map((item) => item.href);

/** Folders of Gatsby's output that hold no documents (_gatsby/slices/ holds fragments of pages). */
const notPages = new Set(['_gatsby', 'page-data', 'static', '~partytown', 'icons']);

/** Every HTML document of a build in `dir`, with the URL it is served at ("zh/about/index.html" is "/zh/about/"). */
const builtPages = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.split('/').some((folder) => notPages.has(folder)))
    .map((file) => {
      const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1');
      return { path, file: join(dir, file), notFound: /(^|\/)404(\/|\.html)$/.test(path) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

module.exports = { PAGE_PATHS, builtPages };
