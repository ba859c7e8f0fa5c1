/**
 * `npm run bench:profile [-- --rate 4] [-- --runs 3]`: where a first visit's
 * main thread goes from the start of the document to hydration, in Debian's
 * Chromium (or CHROMIUM_PATH) against the production server on 127.0.0.1,
 * at a CPU slowdown (default 4×, a mid-range phone). The page's own
 * `console.profile` call, made by an init script at the start of the
 * document and ended when `data-hydrated` appears, bounds the profile exactly.
 *
 * Prints, per page (BENCH_PAGES names the paths to visit, any of the site's), the median over the runs of
 * the sampled time in each of the site's files, and the time in files that
 * hold MUI or emotion (from the build's dist/client/.vite/chunk-modules.json).
 * Issue 26: a calculator's and an embedded calculator's first screen run no
 * MUI or emotion before hydration. Exits 1 when one does, or when a visit fails.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags';
import { runTimeStylingIn } from '../scripts/run-time-styling';
import { printTable } from '../scripts/table';
import { median, option } from './cli';
import { HYDRATED_ATTRIBUTES } from './live-signal';
import { benchDataFile, ensureBuilt, startBenchServer, stopServer, type RunningServer } from './server';

const RATE = Number(option('rate') ?? 4);
const RUNS = Number(option('runs') ?? 3);
const PAGES = ['/calculators/roi', '/calculators/break-even-point', '/calculators/budget-pacing', '/embed/roi'];
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const VISIT_TIMEOUT_MS = 30_000;

/** A CPU profile as the DevTools protocol gives it. */
interface Profile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

// A string, not a function: tsx's helpers would not exist inside the page. <html> does not exist yet when init
// scripts run, so the observer watches `document`.
const INIT = `(() => {
  console.profile('to-live');
  new MutationObserver((_, observer) => {
    if (${JSON.stringify(HYDRATED_ATTRIBUTES)}.some((name) => document.documentElement?.hasAttribute(name))) { observer.disconnect(); console.profileEnd('to-live'); }
  }).observe(document, { attributes: true, attributeFilter: ${JSON.stringify(HYDRATED_ATTRIBUTES)}, subtree: true });
})()`;

/** Milliseconds of samples in each file (by its name; the browser's own work by its category), from a profile. */
function timeByFile(profile: Profile): Map<string, number> {
  const nameOf = ({ url, functionName }: Profile['nodes'][number]['callFrame']) => {
    if (url) return basename(new URL(url).pathname) || '(the page)';
    // The browser's own categories ("(program)", "(garbage collector)", "(idle)"), or code with no file.
    return functionName.startsWith('(') ? functionName : '(native)';
  };
  const fileOf = new Map(profile.nodes.map((node) => [node.id, nameOf(node.callFrame)]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const file = fileOf.get(id) ?? '(unknown)';
    times.set(file, (times.get(file) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return times;
}

/** One first visit to `url`: its profile from the start of the document to hydration. */
async function visit(browser: Browser, url: string): Promise<Profile> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: INIT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const finished = new Promise<Profile>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not live within ${VISIT_TIMEOUT_MS} ms`)), VISIT_TIMEOUT_MS);
      cdp.on('Profiler.consoleProfileFinished', ({ profile }) => {
        clearTimeout(timer);
        resolve(profile as Profile);
      });
    });
    await page.goto(url);
    return await finished;
  } finally {
    await context.close();
  }
}

if (!Number.isFinite(RATE) || RATE < 1) throw new Error('--rate must be a number of at least 1.');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number of at least 1.');
ensureBuilt();
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}. Install Debian's chromium package or set CHROMIUM_PATH.`);
  process.exit(1);
}
const stylingIn = runTimeStylingIn('dist');
const styled = (file: string) => stylingIn(`assets/${file}`).length > 0;

let server: RunningServer | undefined;
let browser: Browser | undefined;
let failed = false;
try {
  server = await startBenchServer({ DATA_FILE: benchDataFile('profile') });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  console.log(
    `CPU profile from the start of the document to hydration, ${RATE}× CPU, median of ${RUNS} first visits, Chromium ${browser.version()}`,
  );
  for (const path of ONLY.length > 0 ? ONLY : PAGES) {
    const runs: Map<string, number>[] = [];
    for (let i = 0; i < RUNS; i++) {
      try {
        runs.push(timeByFile(await visit(browser, `${server.url}${path}`)));
      } catch (error) {
        failed = true;
        console.error(`${path}, run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const files = [...new Set(runs.flatMap((run) => [...run.keys()]))];
    const rows = files
      .map((file) => ({ file, ms: median(runs.map((run) => run.get(file) ?? 0)) }))
      .filter(({ ms }) => ms >= 1)
      .sort((a, b) => b.ms - a.ms);
    const total = median(runs.map((run) => [...run.entries()].filter(([file]) => file !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0)));
    // The most of any run: one visit that ran MUI before hydration is one too many.
    const inStyling = Math.max(
      0,
      ...runs.map((run) => [...run.entries()].filter(([file]) => styled(file)).reduce((sum, [, ms]) => sum + ms, 0)),
    );
    console.log(
      `\n${path}: ${total.toFixed(0)} ms busy before hydration (median); in MUI or emotion: ${inStyling.toFixed(0)} ms (most of any run)`,
    );
    printTable(
      ['file', 'ms', 'holds MUI or emotion'],
      rows.map(({ file, ms }) => [file, ms.toFixed(0), styled(file) ? 'yes' : '']),
    );
    if (inStyling > 0) failed = true;
  }
} finally {
  await browser?.close();
  if (server) await stopServer(server);
}
process.exitCode = failed ? 1 : 0;
