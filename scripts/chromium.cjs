/**
 * The system Chromium and its flags, for Lighthouse (lighthouserc.cjs) and
 * Playwright (e2e/browser.ts): $CHROME_PATH, else Debian's /usr/bin/chromium,
 * never a downloaded browser; no background calls to Google services.
 */
const { existsSync } = require('node:fs');

const chromePath =
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p)) ??
  '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { chromePath, chromeFlags };
