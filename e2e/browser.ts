import { existsSync } from 'node:fs';

/** The system Chromium (never a downloaded one): $CHROME_PATH, else /usr/bin/chromium. */
export const chromiumPath =
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p)) ??
  '/usr/bin/chromium';

/** Flags for a closed network: no background calls to Google services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
