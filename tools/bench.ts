/**
 * A benchmark, not a test (its figures swing with the machine's load): a cold build, then Lighthouse (mobile)
 * --runs times per page, and as many taps on the menu from first paint under real throttling (menuAfterFcpMs); medians
 * printed beside the targets in docs/performance.md.
 * Usage: npm run bench [-- --runs 5] [-- --no-build] [-- --no-lighthouse]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { builtPages } from '../gatsby/html/builtPages';
import { chromeFlags, chromePath } from './browser/chromium';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag > -1 ? Number(args[runsFlag + 1]) : 3;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const lighthouse = !args.includes('--no-lighthouse');

function run(command: string, commandArgs: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`${command} ${commandArgs.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

let buildSeconds: number | null = null;
if (!args.includes('--no-build')) {
  run('npx', ['gatsby', 'clean']);
  const start = process.hrtime.bigint();
  run('npm', ['run', 'build']);
  buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
}

const outDir = resolve('.lighthouseci');
if (lighthouse)
  run('npx', ['lhci', 'collect', '--config=__tests__/browser/lighthouserc.cjs'], {
    NODE_OPTIONS: '--import tsx', // the config loads TypeScript
    LHCI_RUNS: String(runs),
    LHCI_PORT: process.env.LHCI_PORT ?? '9116',
  });

/** What the page records for the tap benchmark. */
type BenchWindow = { __benchFcp?: number; __benchTap?: number; __benchMenu?: number };
type TapRun = { throttledFcpMs: number; firstTapAfterFcpMs: number; menuAfterFcpMs: number };

/** Lighthouse's Slow 4G and 4x CPU, applied for real through the DevTools protocol (not simulated). */
const THROTTLING = { latency: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuRate: 4 };

/**
 * How long after the first contentful paint a tap on the menu button shows the menu's links (menuAfterFcpMs): each
 * page at 375 px, throttled, in a fresh browser context (cold cache) per run. The first tap is sent when the browser
 * reports the first contentful paint, and reaches the page firstTapAfterFcpMs later; a visitor whose tap does nothing
 * taps again, every 100 ms, until the menu shows. (The button is found by aria-controls, which older builds had too.)
 */
async function menuAfterFcp(pages: string[]) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((done, fail) => {
    server.stdout.on('data', (chunk) => {
      const found = /http:\/\/localhost:\d+/.exec(String(chunk));
      if (found) done(found[0]);
    });
    server.on('exit', (code) => fail(new Error(`tools/serve.ts exited with ${code}`)));
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const results = new Map<string, TapRun[]>();
  try {
    for (const page of pages) {
      const probe = await browser.newPage({ viewport: { width: 375, height: 740 } });
      await probe.goto(`${origin}${page}`);
      const box = (await probe.locator('button[aria-controls="site-menu"]').boundingBox())!;
      const button = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await probe.close();
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 740 },
          hasTouch: true,
          isMobile: true,
          locale: 'en-US',
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: THROTTLING.latency,
          downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
          uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
        // The browser says when it painted (no wait for the page's busy main thread); the button's place is known.
        await cdp.send('Page.enable');
        await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
        const painted = new Promise<void>((resolve) =>
          cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()),
        );
        // A string, not a function: tsx would wrap the named `check` in its own __name helper, which the page lacks
        // (the script then stops before its first frame, and the menu is never seen).
        await tab.addInitScript(`
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.name === 'first-contentful-paint') window.__benchFcp = entry.startTime;
          }).observe({ type: 'paint', buffered: true });
          // When the first tap reached the page (the event's creation time, before it waits for the main thread).
          document.addEventListener('pointerdown', (event) => (window.__benchTap ??= event.timeStamp), { capture: true });
          // The first frame in which a link of the menu is visible.
          function check() {
            if (document.querySelector('#site-menu a')?.checkVisibility()) window.__benchMenu = performance.now();
            else requestAnimationFrame(check);
          }
          requestAnimationFrame(check);
        `);
        await tab.goto(`${origin}${page}`, { waitUntil: 'commit' });
        await painted;
        let shownMs: number | undefined;
        for (let taps = 0; shownMs === undefined && taps < 300; taps += 1) {
          await tab.touchscreen.tap(button.x, button.y);
          await new Promise((resolve) => setTimeout(resolve, 100));
          shownMs = await tab.evaluate(() => (window as unknown as BenchWindow).__benchMenu);
        }
        if (shownMs === undefined) throw new Error(`${page}: the menu never showed its links`);
        const [fcpMs, tapMs] = await tab.evaluate(() => {
          const w = window as unknown as BenchWindow;
          return [w.__benchFcp!, w.__benchTap!];
        });
        results.set(page, [
          ...(results.get(page) ?? []),
          { throttledFcpMs: fcpMs, firstTapAfterFcpMs: tapMs - fcpMs, menuAfterFcpMs: shownMs - fcpMs },
        ]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The parts of a Lighthouse report read here. */
type Report = {
  requestedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<
    string,
    {
      numericValue: number;
      details?: { items: { resourceType: string; url: string; group: string; duration: number }[] };
    }
  >;
  environment: { benchmarkIndex: number };
};

/** Each figure of a Lighthouse report, and its decimals in the table. */
const figures: Record<string, [number, (lhr: Report) => number]> = {
  performance: [0, (lhr) => lhr.categories.performance.score * 100],
  lcpMs: [0, (lhr) => lhr.audits['largest-contentful-paint'].numericValue],
  tbtMs: [0, (lhr) => lhr.audits['total-blocking-time'].numericValue],
  fcpMs: [0, (lhr) => lhr.audits['first-contentful-paint'].numericValue],
  cls: [3, (lhr) => lhr.audits['cumulative-layout-shift'].numericValue],
  // Gzipped bodies of the scripts the page fetched: what the JS budget counts.
  jsKB: [1, (lhr) => sum(scriptsOf(lhr).map((url) => gzipKB(url)))],
  // Where the main thread's time goes: script evaluation is mostly React hydrating, at the 4x CPU slowdown.
  scriptEvalMs: [0, (lhr) => workOf(lhr).scriptEvaluation ?? 0],
  benchmarkIndex: [0, (lhr) => lhr.environment.benchmarkIndex],
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const scriptsOf = (lhr: Report) =>
  lhr.audits['network-requests'].details!.items.filter((item) => item.resourceType === 'Script').map((i) => i.url);
const gzipKB = (url: string) => {
  const file = join('public', new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
};
const workOf = (lhr: Report): Record<string, number> =>
  Object.fromEntries((lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((i) => [i.group, i.duration]));

const byPage = new Map<string, Report[]>();
for (const file of lighthouse ? readdirSync(outDir).filter((name) => /^lhr-\d+\.json$/.test(name)) : []) {
  const lhr = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as Report;
  const page = new URL(lhr.requestedUrl).pathname;
  byPage.set(page, [...(byPage.get(page) ?? []), lhr]);
}

async function main() {
  const pages = builtPages(resolve('public'))
    .filter((page) => !page.notFound)
    .map((page) => page.path);
  const taps = await menuAfterFcp(pages);
  const rows = pages.map((page) => {
    const reports = byPage.get(page) ?? [];
    const tapRuns = taps.get(page) ?? [];
    return {
      page,
      runs: Math.max(reports.length, tapRuns.length),
      ...Object.fromEntries(
        Object.entries(reports.length ? figures : {}).map(([name, [digits, of]]) => [
          name,
          Number(median(reports.map(of)).toFixed(digits)),
        ]),
      ),
      ...Object.fromEntries(
        (['throttledFcpMs', 'firstTapAfterFcpMs', 'menuAfterFcpMs'] as const).map((name) => [
          name,
          Math.round(median(tapRuns.map((run) => run[name]))),
        ]),
      ),
    };
  });

  console.log(
    '\nMedians per page (Lighthouse mobile, simulated throttling; jsKB = gzipped script bodies;\n' +
      'scriptEvalMs = main-thread script evaluation at 4x CPU slowdown; the last three: 375 px, Slow 4G and 4x CPU\n' +
      'applied through CDP, from first contentful paint until a tap reaches the page and until the menu shows its links):',
  );
  console.table(rows);
  if (buildSeconds !== null) console.log(`Cold build (gatsby clean && npm run build): ${buildSeconds.toFixed(1)} s`);
  console.log(
    'Targets: performance >= 98, LCP <= 1500 ms, TBT <= 100 ms, CLS <= 0.02, JS within BUDGET_KB of __tests__/browser/js-budget.spec.ts, cold build <= 60 s, menuAfterFcpMs 0 (one frame).',
  );
  console.log(
    "benchmarkIndex is Lighthouse's measure of this machine's speed at the time: low values mean a loaded machine.",
  );
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify({ buildSeconds, rows }, null, 2)}\n`);
}

void main();
