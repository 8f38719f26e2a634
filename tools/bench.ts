/**
 * A benchmark, not a test (its figures swing with the machine's load): a cold build, then Lighthouse (mobile,
 * simulated Slow 4G and 4x CPU) --runs times per page of __tests__/browser/lighthouserc.cjs; medians printed beside
 * the targets in docs/performance.md.
 * Usage: npm run bench [-- --runs 5] [-- --no-build]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;

function run(command: string, commandArgs: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

let buildSeconds: number | undefined;
if (!args.includes('--no-build')) {
  run('npx', ['gatsby', 'clean']);
  const start = performance.now();
  run('npm', ['run', 'build']);
  buildSeconds = (performance.now() - start) / 1000;
}

const outDir = resolve('.lighthouseci');
rmSync(outDir, { recursive: true, force: true });
run('npx', ['lhci', 'collect', '--config=__tests__/browser/lighthouserc.cjs'], {
  NODE_OPTIONS: '--import tsx', // the config loads TypeScript
  LHCI_RUNS: String(runs),
  LHCI_PORT: process.env.LHCI_PORT ?? '9116',
});

type Report = {
  requestedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
  environment: { benchmarkIndex: number };
};
const figures: Record<string, (lhr: Report) => number> = {
  performance: (lhr) => lhr.categories.performance.score * 100,
  lcpMs: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  fcpMs: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  tbtMs: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  benchmarkIndex: (lhr) => lhr.environment.benchmarkIndex,
};
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const byPage = new Map<string, Report[]>();
for (const file of readdirSync(outDir).filter((name) => /^lhr-\d+\.json$/.test(name))) {
  const lhr = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as Report;
  const page = new URL(lhr.requestedUrl).pathname;
  byPage.set(page, [...(byPage.get(page) ?? []), lhr]);
}
const rows = [...byPage].map(([page, reports]) => ({
  page,
  runs: reports.length,
  ...Object.fromEntries(
    Object.entries(figures).map(([name, of]) => [
      name,
      Number(median(reports.map(of)).toFixed(name === 'cls' ? 3 : 0)),
    ]),
  ),
}));

console.log('\nMedians per page (Lighthouse mobile):');
console.table(rows);
if (buildSeconds !== undefined) console.log(`Cold build (gatsby clean && npm run build): ${buildSeconds.toFixed(1)} s`);
console.log('Targets: performance >= 98, LCP <= 1500 ms, TBT <= 100 ms, CLS <= 0.02, cold build <= 60 s.');
console.log("benchmarkIndex is Lighthouse's measure of this machine's speed: low values mean a loaded machine.");
writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify({ buildSeconds, rows }, null, 2)}\n`);
