/** The one walker of a build's pages, used by every test and gate. */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Output folders with no site pages: _gatsby/slices/ holds page fragments and admin/ holds the editor. */
const notPages = new Set(['admin', '_gatsby', 'page-data', 'static', '~partytown', 'icons']);

export type BuiltPage = { path: string; file: string; notFound: boolean };

/** Every HTML document of the build in `dir`, with its URL ("zh/about/index.html" is served at "/zh/about/"). */
export const builtPages = (dir: string): BuiltPage[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.split('/').some((folder) => notPages.has(folder)))
    .map((file) => {
      const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1');
      return { path, file: join(dir, file), notFound: /(^|\/)404(\/|\.html)$/.test(path) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
