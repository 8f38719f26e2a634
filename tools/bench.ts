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
run('npx', ['lhci', 'collect', '--config=__tests__/browser/lighthouserc.cjs'], {
  NODE_OPTIONS: '--import tsx', // the config loads TypeScript
  LHCI_RUNS: String(runs),
  LHCI_PORT: process.env.LHCI_PORT ?? '9116',
});

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
for (const file of readdirSync(outDir).filter((name) => /^lhr-\d+\.json$/.test(name))) {
  const lhr = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as Report;
  const page = new URL(lhr.requestedUrl).pathname;
  byPage.set(page, [...(byPage.get(page) ?? []), lhr]);
}
const rows = [...byPage].map(([page, reports]) => ({
  page,
  runs: reports.length,
  ...Object.fromEntries(
    Object.entries(figures).map(([name, [digits, of]]) => [name, Number(median(reports.map(of)).toFixed(digits))]),
  ),
}));

console.log(
  '\nMedians per page (Lighthouse mobile, simulated throttling; jsKB = gzipped script bodies;\n' +
    'scriptEvalMs = main-thread script evaluation at 4x CPU slowdown):',
);
console.table(rows);
if (buildSeconds !== null) console.log(`Cold build (gatsby clean && npm run build): ${buildSeconds.toFixed(1)} s`);
console.log(
  'Targets: performance >= 98, LCP <= 1500 ms, TBT <= 100 ms, CLS <= 0.02, JS <= 120 kB (the budget of __tests__/browser/js-budget.spec.ts), cold build <= 60 s.',
);
console.log(
  "benchmarkIndex is Lighthouse's measure of this machine's speed at the time: low values mean a loaded machine.",
);
writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify({ buildSeconds, rows }, null, 2)}\n`);
