import { expect, test } from '../support/fixtures';
import { NOT_FOUND_PAGES, PAGES } from '../support/site';

/** tools/serve.ts applies public/_headers and netlify.toml with Netlify's own parser: what Netlify will send. */
test('every page, the 404s included, is sent with the security headers', async ({ request }) => {
  for (const path of [...PAGES, ...NOT_FOUND_PAGES]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, path.includes('no-such-page') ? 404 : 200]);
    const headers = response.headers();
    // A miss at a path no rule of _headers names (/no-such-page/) has the policy as a <meta> of the 404 page.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text());
    const csp = headers['content-security-policy'] ?? meta?.[1] ?? '';
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|netlify|frame-src|https:/);
    const self = ["'self'"];
    const hashes = [...self, expect.stringMatching(/^'sha256-[\w+/]+={0,2}'$/)];
    expect({ path, directives }).toEqual({
      path,
      directives: {
        'default-src': self,
        'script-src': expect.arrayContaining(hashes),
        'style-src': expect.arrayContaining(hashes),
        'img-src': [...self, 'data:'],
        'object-src': ["'none'"],
        'base-uri': self,
        'form-action': ["'none'"],
        // A <meta> policy cannot carry frame-ancestors: X-Frame-Options, below, denies framing.
        ...(headers['content-security-policy'] ? { 'frame-ancestors': ["'none'"] } : {}),
      },
    });
    expect({ path, headers }).toMatchObject({
      path,
      headers: {
        'strict-transport-security': 'max-age=63072000',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'permissions-policy': expect.stringMatching(/camera=\(\).*geolocation=\(\).*microphone=\(\)/),
      },
    });
    expect(headers['x-robots-tag'], 'the production build is indexable').toBeUndefined();
  }
});

test('caching: hashed scripts and images are immutable; HTML and page data revalidate', async ({ request, page }) => {
  const hashed: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    const type = r.request().resourceType();
    if (type === 'script' || (type === 'image' && path.startsWith('/static/'))) hashed.push(`${type} ${path}`);
  });
  await page.goto('/about/');
  await page.waitForLoadState('networkidle');
  expect(hashed.filter((f) => f.startsWith('script')).length).toBeGreaterThan(2);
  expect(hashed.filter((f) => f.startsWith('image')).length).toBeGreaterThan(0);
  const cacheControl = async (path: string) => [path, (await request.get(path)).headers()['cache-control']];
  for (const path of hashed.map((f) => f.split(' ')[1]))
    expect(await cacheControl(path)).toEqual([path, 'public, max-age=31536000, immutable']);
  for (const path of [
    '/about/',
    '/about/index.html',
    '/zh/',
    '/zh/resources/',
    '/404.html',
    '/page-data/app-data.json',
    '/page-data/about/page-data.json',
  ])
    expect(await cacheControl(path)).toEqual([path, 'public, max-age=0, must-revalidate']);
});

test.describe('an injected inline script', () => {
  // The violation this test causes, and Chrome's console line about it.
  test.use({ expected: /^script-src(-elem)? blocked inline|Content Security Policy/ });

  for (const path of ['/', NOT_FOUND_PAGES[0]])
    test(`is blocked at ${path} (the CSP is enforced, not just sent)`, async ({ page, watch }) => {
      await page.goto(path);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
      });
      await expect.poll(() => watch.violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      expect(watch.violations[0]).toMatch(/^script-src/);
    });
});
