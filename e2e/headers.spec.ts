import { expect, test } from '@playwright/test';
import { observatoryRules, observatoryScore } from './support/observatory';
import { PAGES } from './support/site';

/**
 * The headers scripts/serve.mjs sends are public/_headers (and netlify.toml)
 * applied by Netlify's parser: what Netlify will send. Scored by Mozilla HTTP
 * Observatory's published rules, the site must reach A+ with at least 120.
 */
test('every page scores at least 120 (A+) by the HTTP Observatory rules', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const rules = observatoryRules(response.headers(), await response.text());
    const score = observatoryScore(rules);
    console.log(
      `${path}: ${score}\n${rules.map((r) => `  ${String(r.modifier).padStart(3)}  ${r.test}: ${r.result}`).join('\n')}`,
    );
    expect(score).toBeGreaterThanOrEqual(120);
  }
});

test('the scorer fails a page without the headers', () => {
  const rules = observatoryRules({}, '<script src="/app.js"></script>');
  expect(observatoryScore(rules)).toBeLessThan(50);
  expect(
    observatoryScore(observatoryRules({ 'content-security-policy': "script-src 'self' 'unsafe-inline'" }, '')),
  ).toBeLessThan(100);
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
