import { expect, test } from './fixtures';
import { NOT_FOUND_PAGES, PAGES } from './support/site';

/**
 * The headers scripts/serve.mjs sends are public/_headers (and netlify.toml)
 * applied by Netlify's parser: what Netlify will send. Each page, the 404s
 * included, carries the security headers literally.
 */
test('every page is sent with the security headers', async ({ request }) => {
  for (const path of [...PAGES, ...NOT_FOUND_PAGES]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, path.includes('no-such-page') ? 404 : 200]);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect({ path, csp: directives }).toMatchObject({
      path,
      csp: {
        'default-src': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'none'"],
      },
    });
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect({ path, headers }).toMatchObject({
      path,
      headers: {
        'strict-transport-security': 'max-age=63072000',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      },
    });
  }
});

test('caching: hashed scripts and images are immutable; HTML and page data revalidate', async ({ request, page }) => {
  const scripts: string[] = [];
  const images: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.request().resourceType() === 'script') scripts.push(path);
    if (r.request().resourceType() === 'image' && path.startsWith('/static/')) images.push(path);
  });
  await page.goto('/about/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  expect(images.length).toBeGreaterThan(0);
  for (const path of [...scripts, ...images]) {
    expect([path, (await request.get(path)).headers()['cache-control']]).toEqual([
      path,
      'public, max-age=31536000, immutable',
    ]);
  }
  for (const path of ['/about/', '/zh/', '/page-data/app-data.json', '/page-data/about/page-data.json']) {
    expect([path, (await request.get(path)).headers()['cache-control']]).toEqual([
      path,
      'public, max-age=0, must-revalidate',
    ]);
  }
});
