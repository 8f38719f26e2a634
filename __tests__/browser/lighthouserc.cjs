/** Lighthouse CI (npm run test:lhci; npm run bench): mobile, one run per page, served by tools/serve.ts. Pages are
 * listed: autodiscovery would pick up Gatsby's fragments in public/_gatsby/slices/ and fail on them. */
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { chromePath, chromeFlags } = require('../../tools/browser/chromium.ts');
const { builtPages } = require('../../gatsby/output/html/builtPages.ts');

const port = Number(process.env.LHCI_PORT ?? 9115);
const publicDir = join(__dirname, '..', '..', 'public');
if (!existsSync(join(publicDir, 'index.html')))
  throw new Error('public/index.html not found: run `npm run build` first.');
const pages = builtPages(publicDir)
  .filter((page) => !page.notFound)
  .map((page) => page.path);

module.exports = {
  ci: {
    collect: {
      startServerCommand: `tsx tools/serve.ts --port ${port}`,
      startServerReadyPattern: 'Serving',
      url: pages.map((page) => `http://localhost:${port}${page}`),
      numberOfRuns: Number(process.env.LHCI_RUNS ?? 1),
      chromePath,
      // The full-page screenshot only illustrates the HTML report (no audit reads it): about 1 s a page saved.
      settings: { chromeFlags: ['--headless=new', ...chromeFlags].join(' '), disableFullPageScreenshot: true },
    },
    assert: {
      assertions: {
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.02 }],
        'errors-in-console': ['error', { minScore: 1 }],
        // Every request goes to the site's own origin: no CDN fonts, analytics or external images.
        'resource-summary:third-party:count': ['error', { maxNumericValue: 0 }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
