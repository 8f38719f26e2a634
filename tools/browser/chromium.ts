/**
 * The browser for Playwright, Lighthouse and ensure-browser.mjs: $CHROME_PATH, else Debian's, never a downloaded one;
 * with flags for a closed network (no background calls to Google services).
 */
const { existsSync } = require('node:fs');

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

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
