/** What WebKit writes to its console on a page: a MiniBrowser of its own, not automated, behind a pass-through proxy
 * that tells when it has loaded (a script fetched, then 1.5 s of quiet). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageCode } from '../../src/i18n/languages';
import { miniBrowserPath, webkitLocaleEnv, xdgConfigHome } from '../../tools/browser/engines';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The console's errors and warnings of `url` (served at localhost) in WebKit, once the page has loaded. */
export async function webkitConsole(url: string, language: LanguageCode, timeout = 20_000): Promise<string[]> {
  const site = new URL(url);
  let scripts = 0;
  let lastRequest = Date.now();
  const proxy = createServer((req, res) => {
    lastRequest = Date.now();
    if (/\.js(\?|$)/.test(req.url ?? '')) scripts += 1;
    const upstream = request(
      { host: site.hostname, port: site.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
  const proxied = new URL(site.pathname + site.search, `http://localhost:${(proxy.address() as AddressInfo).port}`);

  const profile = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  const browser = spawn(miniBrowserPath, ['--enable-write-console-messages-to-stdout=true', proxied.href], {
    env: {
      ...process.env,
      DISPLAY: process.env.ENGINES_DISPLAY ?? ':99',
      ...webkitLocaleEnv(language),
      XDG_CONFIG_HOME: xdgConfigHome,
      XDG_DATA_HOME: profile,
      XDG_CACHE_HOME: profile,
    },
  });
  let output = '';
  browser.stdout.on('data', (chunk) => (output += chunk));
  browser.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => browser.on('exit', resolve));
  const end = Date.now() + timeout;
  while (Date.now() < end && !(scripts > 0 && Date.now() - lastRequest > 1500)) await sleep(100);
  const loaded = scripts > 0;
  browser.kill('SIGTERM');
  await Promise.race([exited, sleep(3000)]);
  browser.kill('SIGKILL');
  proxy.close();
  rmSync(profile, { recursive: true, force: true });
  if (!loaded) throw new Error(`MiniBrowser did not load ${url} within ${timeout} ms`);
  return output
    .split('\n')
    .filter((line) => /\bCONSOLE (\w+ )*(ERROR|WARN(ING)?)\b/.test(line))
    .map((line) => line.replace(/^.*?\bCONSOLE /, ''));
}
