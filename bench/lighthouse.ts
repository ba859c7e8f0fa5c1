/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its default) with Debian's
 * Chromium (or CHROMIUM_PATH) against the production server on 127.0.0.1, on
 * the home page, the directory, two calculator pages and an embedded calculator. Writes the HTML
 * reports under reports/ and prints the scores and the three load metrics.
 * A page Lighthouse could not measure shows "error" and its reason, and the
 * command exits non-zero.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, startBenchServer, stopServer } from './server';
import { printTable } from '../scripts/table';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags';

const PAGES = ['/', '/calculators', '/calculators/roi', '/calculators/break-even-point', '/embed/roi'];

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

const rows: string[][] = [];
/** Pages Lighthouse could not measure, with its reason: their scores would otherwise read as 0. */
const failures: string[] = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'html', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}.`);
    const { lhr } = result;
    const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
    writeFileSync(join('reports', `lighthouse-${name}.html`), result.report as string);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value === null || value === undefined ? 'error' : String(Math.round(value * 100));
    };
    if (lhr.runtimeError) failures.push(`${path}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
    rows.push([
      path,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      metric('largest-contentful-paint'),
      metric('cumulative-layout-shift'),
      metric('total-blocking-time'),
    ]);
  }
} finally {
  chrome.kill();
  await stopServer(server);
}

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT'];
console.log('Lighthouse 12, mobile preset (simulated throttling); reports in reports/');
printTable(header, rows);
for (const failure of failures) console.error(`Not measured: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
