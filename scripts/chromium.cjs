/**
 * The one way to find the browser for Playwright (playwright.config.ts),
 * Lighthouse (lighthouserc.cjs) and npm run test:e2e (ensure-browser.mjs):
 * $CHROME_PATH, else Debian's /usr/bin/chromium, never a downloaded browser;
 * with flags for a closed network (no background calls to Google services).
 */
const { existsSync } = require('node:fs');

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** The first candidate that exists, or undefined. */
const findChromium = () => candidates.find((path) => existsSync(path));

/** Playwright picks headless mode itself; Lighthouse adds --headless=new. */
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { candidates, findChromium, chromePath: findChromium() ?? '/usr/bin/chromium', chromeFlags };
