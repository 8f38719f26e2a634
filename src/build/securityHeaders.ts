/**
 * The HTTP headers Netlify serves with the site, written to public/_headers
 * after each build (src/build/onPostBuild.ts). Netlify applies every rule
 * whose path matches a request and joins values of a header set by two
 * rules, so each header is set by one rule per path only: security headers
 * on `/*`, Cache-Control on the specific paths.
 */
export type HeaderRule = { path: string; headers: Record<string, string> };

/** Browser features the site does not use, denied to it and to anything it could embed. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * What Netlify's collaboration drawer (comments, screenshots, issues on a
 * deploy preview or branch deploy) needs, and nothing more. Netlify injects
 * `<script src="https://netlify-cdp-loader.netlify.app/netlify.js">` before
 * `</body>` of every page it serves in those contexts (docs.netlify.com,
 * "Deploy Previews" › "Collaborative Deploy Previews"); the loader then opens
 * the drawer as an <iframe> from https://app.netlify.com. Everything the
 * drawer itself fetches (Netlify's API, uploads, its styles) happens inside
 * that frame, under app.netlify.com's own CSP, so our page needs no
 * connect-src, img-src or style-src for it. Sources:
 * - script-src https://netlify-cdp-loader.netlify.app: the loader script
 *   (the origin, so a loader that pulls its own chunks keeps working);
 * - frame-src https://app.netlify.com: the drawer's frame.
 * frame-ancestors stays 'none': the drawer frames Netlify's app into our
 * page, never our page into another.
 */
export const NETLIFY_DRAWER = {
  script: 'https://netlify-cdp-loader.netlify.app',
  frame: 'https://app.netlify.com',
} as const;

/**
 * The Content-Security-Policy. Nothing is allowed by default; scripts come
 * from this origin or are one of the inline scripts the build emitted
 * (by hash); styles likewise (emotion's server-rendered <style> elements, by
 * hash). No 'unsafe-inline', no 'unsafe-eval'. Review builds (deploy
 * previews, branch deploys) add Netlify's drawer, production never does.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  netlifyDrawer = false,
}: {
  scriptHashes: string[];
  styleHashes: string[];
  netlifyDrawer?: boolean;
}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes, ...(netlifyDrawer ? [NETLIFY_DRAWER.script] : [])],
    ['style-src', "'self'", ...styleHashes],
    ...(netlifyDrawer ? [['frame-src', NETLIFY_DRAWER.frame] as [string, string]] : []),
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export type SiteFiles = {
  /** URL paths of the HTML documents: '/', '/about/', '/404.html', ... */
  htmlPaths: string[];
  /** URL paths of content-hashed JavaScript and CSS files: '/app-0123abcd….js' */
  hashedAssetPaths: string[];
};

export function headerRules({
  scriptHashes,
  styleHashes,
  indexable,
  files,
}: {
  scriptHashes: string[];
  styleHashes: string[];
  /** False on Netlify deploy previews and branch deploys: keep them out of search engines, let Netlify's drawer in. */
  indexable: boolean;
  files: SiteFiles;
}): HeaderRule[] {
  const security: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, styleHashes, netlifyDrawer: !indexable }),
    'Strict-Transport-Security': 'max-age=63072000',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (!indexable) security['X-Robots-Tag'] = 'noindex';
  return [
    { path: '/*', headers: security },
    { path: '/static/*', headers: { 'Cache-Control': IMMUTABLE } },
    ...files.hashedAssetPaths.map((path) => ({ path, headers: { 'Cache-Control': IMMUTABLE } })),
    { path: '/page-data/*', headers: { 'Cache-Control': REVALIDATE } },
    ...files.htmlPaths.map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
  ];
}

/** Netlify's _headers format: a path, then its headers indented. */
export function renderHeadersFile(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const { path, headers } of rules) {
    lines.push('', path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}
