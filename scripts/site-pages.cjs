/** The site's pages for every test and gate: one list and one walker of a build (CommonJS: .cjs, .mjs and TS load it). */
const { readdirSync, statSync } = require('node:fs');
const { join, relative, sep } = require('node:path');
const navigation = require('../data/navigation.json');

/** The pages in the default language: the navigation's own (not external) links. e2e/support/site.ts adds /zh/. */
const PAGE_PATHS = navigation.filter((item) => !item.external).map((item) => item.href);

/** Folders of Gatsby's output that hold no documents (_gatsby/slices/ holds fragments of pages). */
const notPages = new Set(['_gatsby', 'page-data', 'static', '~partytown', 'icons']);

/** Every HTML document of a build in `dir`, with the URL it is served at ("zh/about/index.html" is "/zh/about/"). */
function builtPages(dir) {
  const pages = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) {
        if (!notPages.has(name)) walk(file);
      } else if (name.endsWith('.html')) {
        const path = `/${relative(dir, file).split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');
        pages.push({ path, file, notFound: /(^|\/)404(\/|\.html)$/.test(path) });
      }
    }
  };
  walk(dir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

module.exports = { PAGE_PATHS, builtPages };
