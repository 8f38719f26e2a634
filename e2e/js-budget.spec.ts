import { expect, test } from './fixtures';
import { kB, recordScripts } from './support/jsWeight';
import { NOT_FOUND_PAGES, PAGES } from './support/site';

/** Gzipped JavaScript a page may load on its first visit (React DOM included). */
const BUDGET_KB = 120;

// A missing page's page data answers 404, as it should.
test.use({ expected: /\/no-such-page/ });

for (const path of [...PAGES, ...NOT_FOUND_PAGES]) {
  test(`${path} loads at most ${BUDGET_KB} kB of gzipped JavaScript`, async ({ page }, testInfo) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: 'load' });
    // Let hydration, lazy chunks and idle-time prefetching happen.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const fetched = await scripts();
    const own = fetched.filter((s) => !s.prefetch);
    const total = own.reduce((sum, s) => sum + s.gzipBytes, 0);
    const prefetched = fetched.filter((s) => s.prefetch).reduce((sum, s) => sum + s.gzipBytes, 0);
    const lines = fetched.map(
      (s) =>
        `${kB(s.gzipBytes).toFixed(1).padStart(6)} kB${s.prefetch ? ' (prefetch)' : ''}  ${new URL(s.url).pathname}`,
    );
    testInfo.annotations.push({
      type: 'js',
      description: `${path}: ${kB(total)} kB (+${kB(prefetched)} kB prefetched)`,
    });
    console.log(
      `${path}: ${kB(total)} kB gzipped JS, plus ${kB(prefetched)} kB prefetched for other pages\n${lines.join('\n')}`,
    );
    expect(own.length, 'the page runs some JavaScript: the measurement saw it').toBeGreaterThan(0);
    expect(kB(total), lines.join('\n')).toBeLessThanOrEqual(BUDGET_KB);
  });
}
