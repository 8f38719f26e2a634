/**
 * What WebKit writes to its console on a page, engine messages included (a CSP directive it does not know, a refused
 * load). WebKitWebDriver exposes no console, and MiniBrowser writes none for its automation sessions (they are
 * private), so this opens the page in a MiniBrowser of its own, not automated, with a fresh profile, and reads what
 * `--enable-write-console-messages-to-stdout` prints. The window is MiniBrowser's default size.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSIX_LOCALES, locPath, miniBrowserPath, xdgConfigHome } from '../../tools/browser/engines';

/** The console's errors and warnings of `url`, read `settle` ms after MiniBrowser starts. */
export async function webkitConsole(url: string, { language = 'en-US', settle = 5000 } = {}): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  const posix = POSIX_LOCALES[language];
  const browser = spawn(miniBrowserPath, ['--enable-write-console-messages-to-stdout=true', url], {
    env: {
      ...process.env,
      DISPLAY: process.env.ENGINES_DISPLAY ?? ':99',
      LANG: posix,
      LC_ALL: posix,
      LOCPATH: locPath,
      XDG_CONFIG_HOME: xdgConfigHome,
      XDG_DATA_HOME: profile,
      XDG_CACHE_HOME: profile,
    },
  });
  let output = '';
  browser.stdout.on('data', (chunk) => (output += chunk));
  browser.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => browser.on('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, settle));
  browser.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  browser.kill('SIGKILL');
  rmSync(profile, { recursive: true, force: true });
  return output
    .split('\n')
    .filter((line) => /\bCONSOLE (\w+ )*(ERROR|WARN(ING)?)\b/.test(line))
    .map((line) => line.replace(/^.*?\bCONSOLE /, ''));
}
