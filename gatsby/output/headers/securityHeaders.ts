// public/_headers (docs/security-headers.md). Netlify joins the values of a header set by two matching rules, so
// each header is set by one rule per path: security on `/*`, Cache-Control on specific paths.
export type HeaderRule = { path: string; headers: Record<string, string> };

/** Browser features the site does not use, denied to it and to anything it could embed. */
const DENIED_FEATURES = `accelerometer autoplay browsing-topics camera display-capture encrypted-media fullscreen
  geolocation gyroscope hid magnetometer microphone midi payment picture-in-picture publickey-credentials-get
  screen-wake-lock serial usb xr-spatial-tracking`.split(/\s+/);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Netlify's drawer on review builds ("Collaborative Deploy Previews"): Netlify injects the loader script, which opens
 * a frame from app.netlify.com that fetches the rest under its own CSP. frame-ancestors stays 'none'. */
export const NETLIFY_DRAWER = {
  script: 'https://netlify-cdp-loader.netlify.app',
  frame: 'https://app.netlify.com',
} as const;

type Hashes = { scriptHashes: string[]; styleHashes: string[] };

/**
 * Each directive's reason: docs/security-headers.md. default-src is 'self', not 'none': Firefox checks Gatsby's
 * <link rel="prefetch"> of page data against it alone. Only directives WebKit, Firefox and Chromium all know: WebKit
 * logs a console error for one it does not (manifest-src, prefetch-src).
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes }: Hashes, netlifyDrawer = false): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(netlifyDrawer ? [NETLIFY_DRAWER.script] : [])],
    ['style-src', "'self'", ...styleHashes],
    ...(netlifyDrawer ? [['frame-src', NETLIFY_DRAWER.frame] as [string, string]] : []),
    ['img-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The policy as a <meta>, which cannot carry frame-ancestors (X-Frame-Options on /* still denies framing). */
export const metaPolicy = (csp: string) =>
  csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');

/**
 * The editor's own policy: Netlify would join two matching CSPs into one stricter than either. Decap sets inline
 * styles, compiles its config schema (ajv: 'unsafe-eval'), calls GitHub's API or, locally, decap-server (the OAuth
 * pop-up is outside CSP) and shows GitHub avatars.
 */
function adminPolicy(local: boolean) {
  const github = local ? ['http://localhost:8081'] : ['https://api.github.com'];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${github.join(' ')}`,
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** URL paths ('/about/', '/404.html') of the HTML and of the hashed JS and CSS; the build's root entries ('zh',
 * 'about', '404.html'): each but the editor's carries the site's CSP. */
export type SiteFiles = { htmlPaths: string[]; hashedAssetPaths: string[]; topLevel: { name: string; dir: boolean }[] };

/** `indexable` is false on deploy previews and branch deploys: noindex, and Netlify's drawer allowed. */
export function headerRules(
  options: Hashes & { indexable: boolean; files: SiteFiles; localEditor?: boolean },
): HeaderRule[] {
  const { indexable, files, localEditor = false } = options;
  const csp = contentSecurityPolicy(options, !indexable);
  const security: Record<string, string> = {
    'Strict-Transport-Security': 'max-age=63072000',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  const NOINDEX = { 'X-Robots-Tag': 'noindex' };
  if (!indexable) Object.assign(security, NOINDEX);
  const cache = (value: string) => (path: string) => ({ path, headers: { 'Cache-Control': value } });
  // A folder's rule /zh/* matches every path that starts with /zh (Netlify's own parser): a file it covers gets none.
  const site = files.topLevel.filter((e) => e.name !== 'admin');
  const folders = site.filter((e) => e.dir).map((e) => e.name);
  const sitePaths = [
    '/',
    ...folders.map((name) => `/${name}/*`),
    ...site.filter((e) => !e.dir && !folders.some((name) => e.name.startsWith(name))).map((e) => `/${e.name}`),
  ];
  const policy = (path: string, value: string) => ({ path, headers: { 'Content-Security-Policy': value } });
  return [
    { path: '/*', headers: security },
    ...sitePaths.map((path) => policy(path, csp)),
    // The editor is never for search engines (a review build's /* rule says so already: one rule per header).
    {
      path: '/admin/*',
      headers: { 'Content-Security-Policy': adminPolicy(localEditor), ...(indexable ? NOINDEX : {}) },
    },
    ...['/static/*', ...files.hashedAssetPaths].map(cache(IMMUTABLE)),
    ...['/page-data/*', ...files.htmlPaths].map(cache(REVALIDATE)),
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
