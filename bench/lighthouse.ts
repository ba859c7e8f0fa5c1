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
 * command exits non-zero.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { option } from './cli';
import { ensureBuilt, startBenchServer, stopServer } from './server';
import { printTable } from '../scripts/table';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags';

const PAGES = ['/', '/calculators', '/calculators/roi', '/calculators/break-even-point', '/embed/roi', '/contact'];
const RUNS = Number(option('runs') ?? 3);
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
const server = await startBenchServer({ DATA_FILE: join(mkdtempSync(join(tmpdir(), 'calculators-lh-')), 'db.json') });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});

/** One measured run of a page: its report and what the table shows of it. */
interface Run {
  performance: number;
  report: string;
  row: string[];
  failure?: string;
}

const runs = new Map<string, Run[]>(PAGES.map((path) => [path, []]));
try {
  for (let round = 0; round < RUNS; round++) {
    for (const path of PAGES) {
      const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'html', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}.`);
      const { lhr } = result;
      const score = (id: string) => {
        const value = lhr.categories[id]?.score;
        return value === null || value === undefined ? 'error' : String(Math.round(value * 100));
      };
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
      runs.get(path)!.push({
        performance: lhr.categories.performance?.score ?? -1,
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
  await stopServer(server);
}

const rows: string[][] = [];
/** Pages Lighthouse could not measure, with its reason: their scores would otherwise read as 0. */
const failures: string[] = [];
for (const [path, measured] of runs) {
  const byScore = [...measured].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
  writeFileSync(join('reports', `lighthouse-${name}.html`), middle.report);
  failures.push(...measured.flatMap((run) => (run.failure ? [run.failure] : [])));
  rows.push([path, ...middle.row, measured.map((run) => run.row[0]).join(', ')]);
}

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'perf of each run'];
console.log(`Lighthouse 12, mobile preset (simulated throttling); the median of ${RUNS} runs by performance; reports in reports/`);
printTable(header, rows);
for (const failure of failures) console.error(`Not measured: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
