#!/usr/bin/env node
/**
 * Finds a Chromium for the browser tests: $CHROME_PATH, else /usr/bin/chromium.
 * When none is there and we are root on a Debian/Ubuntu machine, installs
 * Debian's `chromium` package with apt. Never downloads a browser build.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
}

const path = found();
if (!path) {
  console.error(
    'No Chromium found for the browser tests. Install one (Debian: apt-get install chromium) ' +
      'and/or set CHROME_PATH to its executable, e.g. CHROME_PATH=/usr/bin/chromium npm test',
  );
  process.exit(1);
}
console.log(`Browser tests will use ${path}`);
