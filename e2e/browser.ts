/**
 * The system Chromium (never a downloaded one) and its flags for a closed
 * network, defined once in scripts/chromium.cjs for Playwright and Lighthouse.
 * Playwright picks headless mode itself, so the --headless flag is left out.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chromium = require('../scripts/chromium.cjs') as { chromePath: string; chromeFlags: string[] };

export const chromiumPath = chromium.chromePath;
export const chromiumArgs = chromium.chromeFlags.filter((flag) => !flag.startsWith('--headless'));
