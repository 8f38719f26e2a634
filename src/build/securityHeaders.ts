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
 * The Content-Security-Policy. Nothing is allowed by default; scripts come
 * from this origin or are one of the inline scripts the build emitted
 * (by hash); styles likewise (emotion's server-rendered <style> elements, by
 * hash). No 'unsafe-inline', no 'unsafe-eval'.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
}: {
  scriptHashes: string[];
  styleHashes: string[];
}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", ...styleHashes],
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
  /** False on Netlify deploy previews and branch deploys: keep them out of search engines. */
  indexable: boolean;
  files: SiteFiles;
}): HeaderRule[] {
  const security: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, styleHashes }),
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
