/** Finds a Chromium (chromium.ts); if none, as root on Debian, installs its `chromium` package. Never downloads one. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { candidates, findChromium } from './chromium';

if (!findChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
}

const path = findChromium();
if (!path) {
  console.error(
    `No Chromium found for the browser tests (looked at ${candidates.join(', ')}). Install one ` +
      '(Debian: apt-get install chromium) and/or set CHROME_PATH to its executable, e.g. CHROME_PATH=/usr/bin/chromium npm test',
  );
  process.exit(1);
}
console.log(`Browser tests will use ${path}`);
