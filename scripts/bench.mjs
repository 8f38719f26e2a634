#!/usr/bin/env node
/**
 * A benchmark, not a test (its figures swing with the machine's load): a cold build, then Lighthouse (mobile)
 * --runs times per page, medians printed beside issue 5's targets.
 * Usage: npm run bench [-- --runs 5] [-- --no-build]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag > -1 ? Number(args[runsFlag + 1]) : 3;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

function run(command, commandArgs, extraEnv = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`${command} ${commandArgs.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

let buildSeconds = null;
if (!args.includes('--no-build')) {
  run('npx', ['gatsby', 'clean']);
  const start = process.hrtime.bigint();
  run('npm', ['run', 'build']);
  buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
}

const outDir = resolve('.lighthouseci');
run('npx', ['lhci', 'collect', '--config=lighthouserc.cjs'], {
  LHCI_RUNS: String(runs),
  LHCI_PORT: process.env.LHCI_PORT ?? '9116',
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const byPage = new Map();
for (const file of readdirSync(outDir).filter((name) => /^lhr-\d+\.json$/.test(name))) {
  const lhr = JSON.parse(readFileSync(join(outDir, file), 'utf8'));
  const audits = lhr.audits;
  const scripts = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  // Gzipped script bodies (what the JS budget counts); the transfer adds HTTP/1.1 headers (a ~2 kB CSP each).
  const gzipKB = (url) => {
    const file = join('public', new URL(url).pathname);
    return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
  };
  const work = Object.fromEntries(
    (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [item.group, item.duration]),
  );
  const page = new URL(lhr.requestedUrl).pathname;
  if (!byPage.has(page)) byPage.set(page, []);
  byPage.get(page).push({
    performance: Math.round(lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKB: scripts.reduce((sum, item) => sum + gzipKB(item.url), 0),
    jsTransferKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scriptEval: work.scriptEvaluation ?? 0,
    bootup: audits['bootup-time'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  });
}

const rows = [...byPage.entries()].map(([page, results]) => {
  const m = (key) => median(results.map((r) => r[key]));
  return {
    page,
    runs: results.length,
    performance: m('performance'),
    lcpMs: Math.round(m('lcp')),
    tbtMs: Math.round(m('tbt')),
    fcpMs: Math.round(m('fcp')),
    cls: Number(m('cls').toFixed(3)),
    jsKB: Number(m('jsKB').toFixed(1)),
    jsTransferKB: Number(m('jsTransferKB').toFixed(1)),
    scriptEvalMs: Math.round(m('scriptEval')),
    bootupMs: Math.round(m('bootup')),
    benchmarkIndex: Math.round(m('benchmarkIndex')),
  };
});

console.log(
  '\nMedians per page (Lighthouse mobile, simulated throttling; jsKB = gzipped script bodies; jsTransferKB adds HTTP/1.1 headers;\n' +
    'scriptEvalMs = main-thread script evaluation, bootupMs = script execution + parse, both at 4x CPU slowdown):',
);
console.table(rows);
if (buildSeconds !== null) console.log(`Cold build (gatsby clean && npm run build): ${buildSeconds.toFixed(1)} s`);
console.log(
  'Targets: performance >= 98, LCP <= 1500 ms, TBT <= 100 ms, CLS <= 0.02, JS <= 120 kB (the budget of e2e/js-budget.spec.ts), cold build <= 60 s.',
);
console.log(
  "benchmarkIndex is Lighthouse's measure of this machine's speed at the time: low values mean a loaded machine.",
);
writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify({ buildSeconds, rows }, null, 2)}\n`);
