/** Reading a build (public/) for __tests__/built/. readPage() needs jsdom's DOMParser. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const rootDir = join(__dirname, '..', '..');
export const publicDir = join(rootDir, 'public');

export { builtPages, type BuiltPage } from '../../gatsby/output/html/builtPages';
export { languageOf } from './pages';

/** The file a site URL is served from, if the build has it. */
export function fileForUrl(dir: string, siteUrl: string, url: string): string | null {
  if (!url.startsWith(`${siteUrl}/`)) return null;
  const path = url.slice(siteUrl.length);
  const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
  return existsSync(file) ? file : null;
}

type Served = Record<string, { headers: Record<string, string>; sources: Record<string, string[]> }>;
/** What Netlify would send for each path of a build (@netlify/headers-parser, through tools/serve.ts's helper). */
export function served(buildDir: string, paths: string[]): Served {
  const script = join(rootDir, 'tools/netlify-headers.ts');
  const env = { ...process.env, PUBLIC_DIR: buildDir };
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', script, ...paths], { cwd: rootDir, encoding: 'utf8', env }),
  );
}

export function readPage(file: string) {
  const html = readFileSync(file, 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const all = (selector: string) => [...doc.querySelectorAll(selector)];
  const metas = (key: string) =>
    all(`meta[name="${key}"], meta[property="${key}"]`).map((m) => m.getAttribute('content'));
  const links = (rel: string) => all(`link[rel="${rel}"]`);
  return {
    doc,
    lang: doc.documentElement.getAttribute('lang'),
    title: doc.title,
    metas,
    links,
    canonical: links('canonical').map((l) => l.getAttribute('href')),
    alternates: links('alternate').map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const),
    jsonLd: all('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? '')),
  };
}
