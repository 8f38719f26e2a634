/**
 * The browser for Playwright, Lighthouse and ensure-browser.ts: $CHROME_PATH, else Debian's, never a downloaded one;
 * with flags for a closed network (no background calls to Google services).
 */
import { existsSync } from 'node:fs';

export const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (path): path is string => Boolean(path),
);

export const findChromium = () => candidates.find((path) => existsSync(path));

export const chromePath = findChromium() ?? '/usr/bin/chromium';

/** Playwright picks headless mode itself; Lighthouse adds --headless=new. */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
