import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cspHash, inlineCode } from './inlineCode';
import { builtPages } from '../html/builtPages';
import { contentSecurityPolicy, headerRules, metaPolicy, renderHeadersFile, type SiteFiles } from './securityHeaders';

/** Hash-named build output: app-0123456789abcdef0123.js, component---src-pages-index-tsx-….js */
const HASHED_ASSET = /-[0-9a-f]{20}\.(js|css)$/;

/** Emotion adds an empty <style> in the browser and then inserts rules through the CSSOM, which CSP does not govern. */
export const EMPTY_STYLE_HASH = cspHash('');
const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/** about/index.html -> '/about/' and '/about/index.html'; 404.html -> '/404.html'. */
export function urlPathsOf(file: string): string[] {
  const path = `/${file.split(sep).join('/')}`;
  if (path.endsWith('/index.html')) return [path.slice(0, -'index.html'.length), path];
  return [path];
}

/** One CSP that allows exactly the inline scripts and styles of every HTML file. The 404 pages are served at paths no
 * rule names (such as /nope), so they carry it as a <meta>. */
export function writeHeaders(
  publicDir: string,
  { indexable, localEditor = false }: { indexable: boolean; localEditor?: boolean },
) {
  const scripts = new Set<string>();
  const styles = new Set<string>([EMPTY_STYLE_HASH]);
  // Netlify's own files get no rule; _headers itself is present when rebuilding without `gatsby clean`.
  const topLevel = readdirSync(publicDir, { withFileTypes: true })
    .filter((e) => !['_headers', '_redirects'].includes(e.name))
    .map((e) => ({ name: e.name, dir: e.isDirectory() }));
  const files: SiteFiles = { htmlPaths: [], hashedAssetPaths: [], topLevel };
  let htmlFiles = 0;
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
    const file = relative(publicDir, join(entry.parentPath, entry.name));
    if (file.endsWith('.html') && !file.startsWith(`admin${sep}`)) {
      htmlFiles += 1;
      const code = inlineCode(readFileSync(join(publicDir, file), 'utf8'));
      code.scripts.forEach((content) => scripts.add(cspHash(content)));
      code.styles.forEach((content) => styles.add(cspHash(content)));
      if (!file.startsWith(`_gatsby${sep}`)) files.htmlPaths.push(...urlPathsOf(file));
    } else if (!file.includes(sep) && HASHED_ASSET.test(file)) {
      files.hashedAssetPaths.push(`/${file}`);
    }
  }
  if (htmlFiles === 0) throw new Error(`writeHeaders: no HTML in ${publicDir}; run it after the build.`);
  const scriptHashes = [...scripts].sort();
  const styleHashes = [...styles].sort();
  files.htmlPaths.sort();
  files.hashedAssetPaths.sort();
  const text = renderHeadersFile(
    headerRules({ scriptHashes, styleHashes, indexable, files, localEditor }),
    [
      'Written by gatsby/output/headers/writeHeaders.ts after each build: do not edit.',
      `CSP hashes: ${scriptHashes.length} inline scripts and ${styleHashes.length} inline styles in ${htmlFiles} HTML files.`,
      indexable
        ? 'Production build: indexable, no third-party source.'
        : "Review build (deploy preview or branch deploy): X-Robots-Tag noindex on every path, Netlify's drawer allowed by the CSP.",
    ].join('\n'),
  );
  writeFileSync(join(publicDir, '_headers'), text);
  const csp = metaPolicy(contentSecurityPolicy({ scriptHashes, styleHashes }, !indexable));
  for (const { file } of builtPages(publicDir).filter((p) => p.notFound)) {
    const html = readFileSync(file, 'utf8').replace(CSP_META, '');
    // Put it after the charset (which must be in the first 1024 bytes) and before any script or style.
    writeFileSync(
      file,
      html.replace(
        /<meta charSet="utf-8"\/>|<head>/i,
        (at) => `${at}<meta http-equiv="Content-Security-Policy" content="${csp}"/>`,
      ),
    );
  }
  return { htmlFiles, scriptHashes, styleHashes, text };
}
