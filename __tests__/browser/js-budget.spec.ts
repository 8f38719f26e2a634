import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { NOT_FOUND_PAGES, PAGE_PATHS } from '../support/site';

/** Gzipped JavaScript a page may load on its first visit (React DOM included). */
const BUDGET_KB = 114;
const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// A missing page's page data answers 404, as it should.
test.use({ expected: /\/no-such-page/ });

for (const path of [...PAGE_PATHS, ...NOT_FOUND_PAGES]) {
  test(`${path} loads at most ${BUDGET_KB} kB of gzipped JavaScript`, async ({ page }) => {
    // The local server does not compress: gzip -9 here, as Netlify's CDN would at best. Prefetches count apart.
    const fetched: Promise<{ path: string; gzip: number; prefetch: boolean } | null>[] = [];
    page.on('response', (response) => {
      const js = /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
      if (!js && !/\.m?js$/.test(new URL(response.url()).pathname)) return;
      fetched.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const headers = await response.request().allHeaders();
          const prefetch = /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
          return { path: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, prefetch };
        })(),
      );
    });
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(fetched)).filter((s) => s !== null);
    const own = scripts.filter((s) => !s.prefetch);
    const total = own.reduce((sum, s) => sum + s.gzip, 0);
    const lines = scripts.map(
      (s) => `${kB(s.gzip).toFixed(1).padStart(6)} kB${s.prefetch ? ' (prefetch)' : ''}  ${s.path}`,
    );
    console.log(`${path}: ${kB(total)} kB gzipped JS of its own\n${lines.join('\n')}`);
    expect(own.length, 'the page runs some JavaScript: the measurement saw it').toBeGreaterThan(0);
    expect(kB(total), lines.join('\n')).toBeLessThanOrEqual(BUDGET_KB);
  });
}
