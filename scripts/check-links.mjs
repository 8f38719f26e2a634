#!/usr/bin/env node
/**
 * linkinator over the built site: crawls from both languages' home and 404
 * pages and follows every internal link, image (each srcset candidate),
 * script and stylesheet. Fails on any broken one. External links are not
 * checked: there is no network in CI, and they are the owner's to keep alive.
 * Usage: node scripts/check-links.mjs   (after npm run build)
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';

const publicDir = resolve('public');
if (!existsSync(resolve(publicDir, 'index.html'))) {
  console.error('public/index.html not found: run `npm run build` first.');
  process.exit(1);
}

const result = await new LinkChecker().check({
  path: ['index.html', 'zh/index.html', '404.html', 'zh/404.html'],
  serverRoot: publicDir,
  recurse: true,
  linksToSkip: async (link) => /^(https?:)?\/\//.test(link) && !/^https?:\/\/localhost[:/]/.test(link),
});

/** linkinator reports the start pages as given and the rest as http://localhost:<port>/... URLs. */
const pathOf = (url) => (/^https?:/.test(url) ? new URL(url).pathname : `/${url}`.replace(/index\.html$/, ''));
const ok = result.links.filter((link) => link.state === LinkState.OK).map((link) => pathOf(link.url));
const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
const skipped = result.links.filter((link) => link.state === LinkState.SKIPPED).length;
const problems = broken.map((link) => `BROKEN ${link.status} ${link.url} (on ${link.parent})`);

// Guard against a crawl that silently saw nothing.
for (const page of ['/', '/about/', '/resources/', '/zh/', '/zh/about/', '/zh/resources/']) {
  if (!ok.includes(page)) problems.push(`the crawl never reached ${page}`);
}
if (!ok.some((path) => /\.(avif|webp)$/.test(path))) problems.push('the crawl found no AVIF/WebP image');

// The pages' own scripts are added by the inline loader src/build/transformHtml.ts
// writes (not by <script src> tags, which linkinator would follow): check those too.
const pages = readdirSync(publicDir, { recursive: true })
  .filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'))
  .map((file) => join(publicDir, file))
  .filter((path) => statSync(path).isFile()); // public/page-data/404.html/ is a folder
let loaderScripts = 0;
for (const page of pages) {
  const loader = /<script id="paint-before-hydration">[^<]*\((\[[^\]]*\])\)<\/script>/.exec(readFileSync(page, 'utf8'));
  if (!loader) {
    problems.push(`${relative(publicDir, page)} has no script loader`);
    continue;
  }
  for (const src of JSON.parse(loader[1])) {
    loaderScripts += 1;
    if (!existsSync(join(publicDir, src))) problems.push(`BROKEN ${src} (loaded by ${relative(publicDir, page)})`);
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
