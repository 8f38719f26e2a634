/**
 * The system Chromium and its flags for Lighthouse (the same as e2e/browser.ts
 * gives Playwright): never a downloaded browser, no calls to Google services.
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
