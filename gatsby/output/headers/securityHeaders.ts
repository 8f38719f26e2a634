// Builds public/_headers (docs/security-headers.md). When two rules match a path, Netlify joins their values for the
// same header, so each header comes from one rule per path: security headers on `/*`, Cache-Control on exact paths.
export type HeaderRule = { path: string; headers: Record<string, string> };

/** Browser features the site does not use. They are denied to the site and to anything it could embed. */
const DENIED_FEATURES = `accelerometer autoplay browsing-topics camera display-capture encrypted-media fullscreen
  geolocation gyroscope hid magnetometer microphone midi payment picture-in-picture publickey-credentials-get
  screen-wake-lock serial usb xr-spatial-tracking`.split(/\s+/);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Netlify's drawer on review builds ("Collaborative Deploy Previews"). Netlify injects this loader script, which
 * opens a frame from app.netlify.com that loads the rest under its own CSP; our frame-ancestors stays 'none'. */
export const NETLIFY_DRAWER = {
  script: 'https://netlify-cdp-loader.netlify.app',
  frame: 'https://app.netlify.com',
} as const;

type Hashes = { scriptHashes: string[]; styleHashes: string[] };

/**
 * docs/security-headers.md gives each directive's reason. default-src is 'self', not 'none', because Firefox checks
 * Gatsby's <link rel="prefetch"> of page data against default-src alone. We use only directives that WebKit, Firefox
 * and Chromium all know, since WebKit logs a console error for any other (such as manifest-src or prefetch-src).
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

/** The policy for a <meta> tag, which cannot carry frame-ancestors (X-Frame-Options on /* still denies framing). */
export const metaPolicy = (csp: string) =>
  csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');

/**
 * The editor gets its own policy, because Netlify would join two matching CSPs into one stricter than either. Decap
 * sets inline styles, compiles its config schema with ajv (hence 'unsafe-eval'), calls GitHub's API (or decap-server
 * locally; the OAuth pop-up is outside CSP) and shows GitHub avatars.
 */
const adminPolicy = (local: boolean) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${local ? 'http://localhost:8081' : 'https://api.github.com'}`,
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/** URL paths ('/about/', '/404.html') of the HTML and of the hashed JS and CSS, and the build's top-level entries
 * ('zh', 'about', '404.html'). Every top-level entry except the editor's gets the site's CSP. */
export type SiteFiles = { htmlPaths: string[]; hashedAssetPaths: string[]; topLevel: { name: string; dir: boolean }[] };

/** `indexable` is false on deploy previews and branch deploys, which get noindex and allow Netlify's drawer. */
export function headerRules(
  options: Hashes & { indexable: boolean; files: SiteFiles; localEditor?: boolean },
): HeaderRule[] {
  const { indexable, files, localEditor = false } = options;
  const csp = contentSecurityPolicy(options, !indexable);
  const NOINDEX = { 'X-Robots-Tag': 'noindex' };
  const security = {
    'Strict-Transport-Security': 'max-age=63072000',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(indexable ? {} : NOINDEX),
  };
  const cache = (value: string) => (path: string) => ({ path, headers: { 'Cache-Control': value } });
  // Netlify's parser lets a folder's rule /zh/* match every path starting with /zh, so a file it covers gets no rule.
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
    // The editor is never for search engines. On review builds the /* rule already says so (one rule per header).
    {
      path: '/admin/*',
      headers: { 'Content-Security-Policy': adminPolicy(localEditor), ...(indexable ? NOINDEX : {}) },
    },
    ...['/static/*', ...files.hashedAssetPaths].map(cache(IMMUTABLE)),
    ...['/page-data/*', ...files.htmlPaths].map(cache(REVALIDATE)),
  ];
}

/** Writes Netlify's _headers format: each path, then its headers indented below it. */
export function renderHeadersFile(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const { path, headers } of rules) {
    lines.push('', path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}
