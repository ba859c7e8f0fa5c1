/**
 * `npm run lighthouse [-- --runs 3]`: Lighthouse (mobile preset, its
 * default) with Debian's Chromium (or CHROMIUM_PATH) against the production
 * server on 127.0.0.1, on the home page, the directory, two calculator
 * pages, an embedded calculator and the contact page. Each page is measured
 * `runs` times (3 by default, one page after another in turn, so a busy
 * moment of the machine does not fall on one page's runs only); the run with
 * the median performance score is the one shown, with every run's score
 * beside it, and its HTML report is written under reports/. A page
 * Lighthouse could not measure shows "error" and its reason, and the
 * command exits non-zero. BENCH_PAGES (paths, comma-separated) measures
 * only those pages.
 *
 * With `--baseline <git ref>`, the ref is built in a temporary worktree
 * (bench/baseline-build.ts) and served beside this build; each round
 * measures every page on both, the order swapped every round, and the table
 * gives both medians (performance, TBT, LCP) side by side: this machine's
 * speed moves too much between hours for two separate runs to compare.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBaseline, type BaselineBuild } from './baseline-build';
import { median, option } from './cli';
import { benchDataFile, ensureBuilt, startBenchServer, stopServer, type RunningServer } from './server';
import { printTable } from '../scripts/table';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags';

const ALL_PAGES = ['/', '/calculators', '/calculators/roi', '/calculators/break-even-point', '/embed/roi', '/contact'];
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const PAGES = ALL_PAGES.filter((path) => ONLY.length === 0 || ONLY.includes(path));
const RUNS = Number(option('runs') ?? 3);
const BASELINE = option('baseline');
if (process.argv.includes('--baseline') && !BASELINE) {
  console.error('--baseline needs a git ref (a commit, branch or tag).');
  process.exit(2);
}
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}

ensureBuilt();
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}. Install Debian's chromium package or set CHROMIUM_PATH.`);
  process.exit(1);
}
mkdirSync('reports', { recursive: true });
const dataFile = () => benchDataFile('lh');
const baseline: BaselineBuild | undefined = BASELINE ? buildBaseline(BASELINE) : undefined;
/** The builds measured: this checkout's, and the baseline's when asked for. */
const builds: { name: string; server: RunningServer }[] = [
  { name: 'this build', server: await startBenchServer({ DATA_FILE: dataFile() }) },
];
if (baseline) builds.push({ name: baseline.ref, server: await startBenchServer({ DATA_FILE: dataFile() }, baseline.dir) });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});

/** One measured run of a page: its report and what the table shows of it. */
interface Run {
  performance: number;
  report: string;
  row: string[];
  /** Total blocking time and largest contentful paint, in ms. */
  tbt: number;
  lcp: number;
  failure?: string;
}

/** Runs by build name, then by page. */
const runs = new Map(builds.map((build) => [build.name, new Map<string, Run[]>(PAGES.map((path) => [path, []]))]));
try {
  for (let round = 0; round < RUNS; round++) {
    // The order swapped every round, so neither build always meets the machine just after the other.
    for (const path of PAGES)
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        const result = await lighthouse(`${build.server.url}${path}`, { port: chrome.port, output: 'html', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}.`);
        const { lhr } = result;
        const score = (id: string) => {
          const value = lhr.categories[id]?.score;
          return value === null || value === undefined ? 'error' : String(Math.round(value * 100));
        };
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
        runs
          .get(build.name)!
          .get(path)!
          .push({
            performance: lhr.categories.performance?.score ?? -1,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            report: result.report as string,
            row: [
              score('performance'),
              score('accessibility'),
              score('best-practices'),
              score('seo'),
              metric('largest-contentful-paint'),
              metric('cumulative-layout-shift'),
              metric('total-blocking-time'),
            ],
            failure: lhr.runtimeError ? `${path}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})` : undefined,
          });
      }
  }
} finally {
  chrome.kill();
  for (const build of builds) await stopServer(build.server);
  baseline?.remove();
}

const rows: string[][] = [];
/** Pages Lighthouse could not measure, with its reason: their scores would otherwise read as 0. */
const failures: string[] = [];
for (const [path, measured] of runs.get('this build')!) {
  const byScore = [...measured].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
  writeFileSync(join('reports', `lighthouse-${name}.html`), middle.report);
  failures.push(...measured.flatMap((run) => (run.failure ? [run.failure] : [])));
  rows.push([path, ...middle.row, measured.map((run) => run.row[0]).join(', ')]);
}
if (baseline)
  for (const measured of runs.get(baseline.ref)!.values())
    failures.push(...measured.flatMap((run) => (run.failure ? [`${baseline.ref} ${run.failure}`] : [])));

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'perf of each run'];
console.log(`Lighthouse 12, mobile preset (simulated throttling); the median of ${RUNS} runs by performance; reports in reports/`);
printTable(header, rows);
if (baseline) {
  const base = runs.get(baseline.ref)!;
  const mine = runs.get('this build')!;
  const at = (measured: Run[], pick: (run: Run) => number) => median(measured.map(pick));
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')}` : '–');
  console.log(`\nAgainst ${baseline.ref} (${baseline.commit.slice(0, 7)}), ${RUNS} runs each, alternating: medians, baseline / this build`);
  printTable(
    ['page', 'perf', 'TBT ms', 'LCP ms', 'perf of each run'],
    PAGES.map((path) => {
      const [b, m] = [base.get(path)!, mine.get(path)!];
      const perf = (measured: Run[]) => ms(at(measured, (run) => run.performance * 100));
      const each = (measured: Run[]) => measured.map((run) => Math.round(run.performance * 100)).join(', ');
      return [
        path,
        `${perf(b)} / ${perf(m)}`,
        `${ms(at(b, (run) => run.tbt))} / ${ms(at(m, (run) => run.tbt))}`,
        `${ms(at(b, (run) => run.lcp))} / ${ms(at(m, (run) => run.lcp))}`,
        `${each(b)} / ${each(m)}`,
      ];
    }),
  );
}
for (const failure of failures) console.error(`Not measured: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
