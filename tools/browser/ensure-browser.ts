/**
 * Finds a Chromium (chromium.ts); if none, as root on Debian, installs its `chromium` package. Never downloads one.
 * With --engines, the same for the engine tests' Firefox and WebKit instead (engines.ts: firefox-esr, webkit2gtk-driver,
 * Xvfb, the locales' sources, the CJK fonts).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { candidates, findChromium } from './chromium';
import { DEBIAN_PACKAGES, ENGINES } from './engines';

const engines = process.argv.includes('--engines') ? ENGINES : (['chromium'] as const);
const missing = engines.filter((engine) => !DEBIAN_PACKAGES[engine].found());

if (missing.length) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    const packages = [...new Set(missing.flatMap((engine) => DEBIAN_PACKAGES[engine].packages))].join(' ');
    console.log(`Installing Debian's ${packages} with apt-get (for ${missing.join(', ')})…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
  }
}

const still = engines.filter((engine) => !DEBIAN_PACKAGES[engine].found());
if (still.length) {
  const packages = still.flatMap((engine) => DEBIAN_PACKAGES[engine].packages).join(' ');
  console.error(
    `Missing for the browser tests: ${still.join(', ')} (Chromium looked for at ${candidates.join(', ')}). Install ` +
      `Debian's ${packages} (as root: npx tsx tools/browser/ensure-browser.ts --engines), or set CHROME_PATH to a Chromium.`,
  );
  process.exit(1);
}
console.log(`Browser tests will use ${engines === ENGINES ? 'Firefox ESR and WebKitGTK' : findChromium()}`);
