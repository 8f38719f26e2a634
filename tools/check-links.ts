/**
 * linkinator over public/ from both languages' home and 404 pages: every internal link, image (each srcset
 * candidate), script and stylesheet. External links are skipped: no network in CI. Run after npm run build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { builtPages } from '../gatsby/output/html/builtPages';
import { INDEXED_PATHS } from '../src/site/pages';
import { LANGUAGES, languagePrefix } from '../src/i18n/languages';

const publicDir = resolve('public');
if (!existsSync(resolve(publicDir, 'index.html'))) {
  console.error('public/index.html not found: run `npm run build` first.');
  process.exit(1);
}

async function main() {
  const result = await new LinkChecker().check({
    path: LANGUAGES.flatMap(({ code }) =>
      ['index.html', '404.html'].map((f) => `${languagePrefix(code)}/${f}`.slice(1)),
    ),
    serverRoot: publicDir,
    recurse: true,
    linksToSkip: async (link: string) => /^(https?:)?\/\//.test(link) && !/^https?:\/\/localhost[:/]/.test(link),
  });

  /** linkinator reports the start pages as given and the rest as http://localhost:<port>/... URLs. */
  const pathOf = (url: string) =>
    /^https?:/.test(url) ? new URL(url).pathname : `/${url}`.replace(/index\.html$/, '');
  const ok = result.links.filter((link) => link.state === LinkState.OK).map((link) => pathOf(link.url));
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const skipped = result.links.filter((link) => link.state === LinkState.SKIPPED).length;
  const problems = broken.map((link) => `BROKEN ${link.status} ${link.url} (on ${link.parent})`);

  // Guard against a crawl that silently saw nothing: it reached every page of the build.
  const pages = builtPages(publicDir);
  for (const { path, notFound } of pages) {
    if (!notFound && !ok.includes(path)) problems.push(`the crawl never reached ${path}`);
  }
  if (pages.filter((page) => !page.notFound).length < INDEXED_PATHS.length)
    problems.push(`the build holds fewer pages than src/site/pages.ts names (${INDEXED_PATHS.join(', ')})`);
  if (!ok.some((path) => /\.(avif|webp)$/.test(path))) problems.push('the crawl found no AVIF/WebP image');

  // The pages' own scripts are added by gatsby/output/html/transformHtml.ts's inline loader, which linkinator does not follow.
  let loaderScripts = 0;
  for (const { path, file } of pages) {
    const loader = /<script id="paint-before-hydration">[^<]*\((\[[^\]]*\])\)<\/script>/.exec(
      readFileSync(file, 'utf8'),
    );
    if (!loader) {
      problems.push(`${path} has no script loader`);
      continue;
    }
    for (const src of JSON.parse(loader[1]) as string[]) {
      loaderScripts += 1;
      if (!existsSync(join(publicDir, src))) problems.push(`BROKEN ${src} (loaded by ${path})`);
    }
  }

  console.log(
    `linkinator: ${ok.length} internal links, images and assets OK, ${broken.length} broken, ${skipped} external skipped; ` +
      `${loaderScripts} page scripts in ${pages.length} pages checked.`,
  );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

void main();
