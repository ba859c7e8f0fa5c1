/**
 * `npm run bench:interaction [-- --runs N] [-- --baseline <git ref>]`: what a visitor feels, in Debian's
 * Chromium (or CHROMIUM_PATH) against the production server on 127.0.0.1, at
 * 1× and 4× CPU slowdown, each run a first visit in a fresh browser context.
 * Per page it measures paint → hydrated (first contentful paint to the `data-hydrated`
 * flag on <html>, or the `app-hydrated` mark when the page sets one), the main
 * thread's blocking time in that window (each long task's time past 50 ms,
 * summed, as Lighthouse's TBT counts it, but observed rather than simulated)
 * and the Event Timing duration (what INP reports) of the first and second
 * Calculate press, of two category-tab clicks on the directory, or of two
 * keystrokes in the first step of the paid search plan (each recalculates
 * the four steps). Prints the medians of N runs
 * (--runs N or BENCH_RUNS, default 5; BENCH_PAGES picks pages) against the targets; exits non-zero only
 * when a page produced no result. The home page, which has nothing to press,
 * gets paint → hydrated and blocking only. The last column is the first
 * contentful paint itself (from the navigation's start), so that a page
 * made live sooner after its paint by painting later does not pass for faster.
 *
 * With `--baseline <ref>`, the ref is built in a temporary worktree
 * (bench/baseline-build.ts) and served beside this checkout's build; each
 * run visits both, in alternating order, and the table gives both medians
 * and their ratio (this build ÷ the baseline's) per page and CPU rate.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { cpus, totalmem, type as osType, release } from 'node:os';
import { buildBaseline, type BaselineBuild } from './baseline-build';
import { median, option } from './cli';
import { LIVE_OBSERVER, liveSignal } from './live-signal';
import { benchDataFile, ensureBuilt, startBenchServer, stopServer, type RunningServer } from './server';
import { printTable } from '../scripts/table';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags';

const RUNS = Number(option('runs') ?? process.env.BENCH_RUNS ?? 5);
const BASELINE = option('baseline');
const RATES = [1, 4];
/** BENCH_PAGES=/calculators,/calculators/roi measures only those pages (default: all). */
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const RUN_TIMEOUT_MS = 30_000;
const RESULT_TIMEOUT_MS = 15_000;
/** Event Timing's smallest durationThreshold: shorter interactions are not reported at all. */
const FLOOR = 16;

/** A visitor's two presses on a page: fill what is needed, press, wait for the answer. */
type Step = (page: Page) => Promise<void>;
const form = (page: Page) => page.locator('form:visible');
/** How long a person's mouse rests on a control before pressing, and holds the button down (ms). */
const HOVER_MS = 100;
const HOLD_MS = 80;
/**
 * Presses `target` as a person does: the pointer arrives, rests, goes down,
 * and comes up a moment later. Playwright's click() sends all of it within
 * one frame, which no hand does: the hover's and the press's work then land
 * in the release's frame and are counted in its INP.
 */
async function press(page: Page, target: Locator) {
  await target.hover();
  await page.waitForTimeout(HOVER_MS);
  await page.mouse.down();
  await page.waitForTimeout(HOLD_MS);
  await page.mouse.up();
}
const calculate =
  (values: Record<string, string>, output: string, text: string): Step =>
  async (page) => {
    for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, { exact: true }).fill(value);
    await press(page, form(page).getByRole('button', { name: 'Calculate', exact: true }));
    await form(page).getByTestId(`output-${output}`).filter({ hasText: text }).waitFor({ timeout: RESULT_TIMEOUT_MS });
  };
// Waits for the count line to change rather than for a given count, which moves as calculators are added.
const tab =
  (name: string): Step =>
  async (page) => {
    const before = await page.getByTestId('count').textContent();
    await press(page, page.getByRole('tab', { name, exact: true }));
    await page.waitForFunction((prev) => document.querySelector('[data-testid="count"]')?.textContent !== prev, before, {
      timeout: RESULT_TIMEOUT_MS,
    });
  };

/**
 * A keystroke in a plan step's field, as a person types it once the plan has shown in full (its goal seek, the
 * last part to load, is there: a person reads a plan of four steps before changing it), then waits for step
 * `wait` to show `text`. The field has focus first: focusing it is not the interaction measured.
 */
const keystroke =
  (step: string, label: string, key: string, wait: { step: string; output: string; text: string }): Step =>
  async (page) => {
    await page.getByTestId('plan-goal-seek').waitFor({ timeout: RESULT_TIMEOUT_MS });
    const field = page.getByRole('region', { name: step, exact: true }).getByLabel(label, { exact: true });
    await field.focus();
    await field.press('End');
    await page.keyboard.press(key);
    await page
      .getByRole('region', { name: wait.step, exact: true })
      .getByTestId(`output-${wait.output}`)
      .filter({ hasText: wait.text })
      .waitFor({ timeout: RESULT_TIMEOUT_MS });
  };

/**
 * Choosing another currency in the header's picker, as a person does: opens it, picks `currency`, presses
 * "Use these" (the interaction measured) and waits for the card to show `label` in it.
 */
const chooseCurrency =
  (currency: string, label: string): Step =>
  async (page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Currency and number format' }).click();
    const dialog = page.getByRole('dialog', { name: 'Currency and number format' });
    await dialog.getByLabel('Currency').selectOption(currency);
    await press(page, dialog.getByRole('button', { name: 'Use these', exact: true }));
    await form(page).getByLabel(label, { exact: true }).waitFor({ timeout: RESULT_TIMEOUT_MS });
  };

/** The paid search funnel template (definitions/plans/paid-search-funnel.ts) as a plan link. */
const PAID_SEARCH_PLAN =
  '/plan?plan=1&step=clicks-to-conversions&step=impressions-to-clicks&step=cpa&step=roas&0.conversionRate=2.5&0.targetConversions=50&1.ctr=2&2.acquisitions=50&3.revenue=2500&link=1.targetClicks.0.requiredClicks&link=2.marketingSpend.1.costAtCpm&link=3.adSpend.1.costAtCpm';

/** A page measured: its two presses, and any target of its own for the second at 4× (ms) in place of the common one. */
const PAGES: { path: string; name?: string; steps?: [Step, Step]; secondTarget?: number }[] = [
  { path: '/' },
  {
    path: '/calculators/roi',
    steps: [
      calculate({ 'Investment Amount ($)': '1000', 'Returns ($)': '1500' }, 'roi', '50.00%'),
      calculate({ 'Returns ($)': '1800' }, 'roi', '80.00%'),
    ],
  },
  {
    // The second press switches the card, with its result, to euros (issue 28's target: INP ≤ 100 ms at 4×).
    path: '/calculators/roi',
    name: 'roi-then-euros',
    secondTarget: 100,
    steps: [
      calculate({ 'Investment Amount ($)': '1000', 'Returns ($)': '1500' }, 'roi', '50.00%'),
      chooseCurrency('EUR', 'Investment Amount (€)'),
    ],
  },
  {
    path: '/calculators/budget-pacing',
    steps: [
      calculate(
        { 'Total Budget ($)': '10000', 'Current Spend ($)': '6000', 'Percent Time Passed (%)': '50' },
        'pacingVariance',
        '+10.00 pp',
      ),
      calculate({ 'Current Spend ($)': '5500' }, 'pacingVariance', '+5.00 pp'),
    ],
  },
  {
    path: '/calculators/break-even-point',
    steps: [
      calculate(
        { 'Fixed Costs ($)': '10000', 'Selling Price per Unit ($)': '50', 'Variable Cost per Unit ($)': '20' },
        'breakEvenUnits',
        '334',
      ),
      calculate({ 'Selling Price per Unit ($)': '45' }, 'breakEvenUnits', '400'),
    ],
  },
  { path: '/calculators', steps: [tab('Cost & Efficiency'), tab('Revenue & Profitability')] },
  {
    // 500 conversions take 20,000 clicks, 1,000,000 impressions, $10,000: ROAS $2,500 ÷ $10,000; then back to 50.
    path: PAID_SEARCH_PLAN,
    name: '/plan (paid search)',
    steps: [
      keystroke('Step 1: Clicks to Conversions', 'Target Conversions', '0', { step: 'Step 4: ROAS', output: 'roas', text: '0.25:1' }),
      keystroke('Step 1: Clicks to Conversions', 'Target Conversions', 'Backspace', {
        step: 'Step 4: ROAS',
        output: 'roas',
        text: '2.50:1',
      }),
    ],
  },
];

// A string, not a function: tsx's helpers would not exist inside the page. Live is seen without Playwright's own
// script in the page (bench/live-signal.ts).
const INIT = `(() => {
  const bench = (window.__bench = { live: null, events: [], tasks: [] });
  ${LIVE_OBSERVER}
  new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  const keep = (list) => { for (const e of list.getEntries()) if (e.interactionId > 0) bench.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration }); };
  new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: ${FLOOR} });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})()`;

/** Event Timing's names of the events of a press or a keystroke. */
const INTERACTION_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keyup', 'keypress'];

/**
 * Runs `step` and returns the longest Event Timing duration of the last interaction it caused (the press or
 * keystroke it measures; filling fields before it is none), or null when none was reported (under 16 ms).
 */
async function interaction(page: Page, step: Step): Promise<number | null> {
  const before = await page.evaluate(() => performance.now());
  await step(page);
  // Entries are delivered after the next paint; two frames and a margin let the observer see them.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
  const events = await page.evaluate(
    () => (window as unknown as { __bench: { events: { id: number; name: string; start: number; duration: number }[] } }).__bench.events,
  );
  const ours = events.filter((e) => e.start >= before && INTERACTION_EVENTS.includes(e.name));
  if (ours.length === 0) return null;
  const id = ours.at(-1)!.id;
  return Math.max(...ours.filter((e) => e.id === id).map((e) => e.duration));
}

/**
 * One first visit at CPU slowdown `rate`: [paint → hydrated, blocking, INP 1st, INP 2nd, paint] in ms (null: under
 * 16 ms, not reported; undefined: the page has no presses to measure). Paint is the first contentful paint from
 * the navigation's start: a change that shortens paint → hydrated by painting later shows there.
 */
async function visit(browser: Browser, url: string, rate: number, steps?: [Step, Step]): Promise<(number | null | undefined)[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = async () => {
      const page = await context.newPage();
      await page.addInitScript({ content: INIT });
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
      const live = liveSignal(page, RESULT_TIMEOUT_MS);
      // The wait starts before the navigation, so that the moment of hydration during it is not missed.
      await Promise.all([live, page.goto(url)]);
      const measured = await page.evaluate(async () => {
        const bench = (window as unknown as { __bench: { live: number; tasks: { start: number; duration: number }[] } }).__bench;
        // A baseline from before hydration had its standard name marks 'app-live' (./live-signal.ts).
        const mark = performance.getEntriesByName('app-hydrated', 'mark')[0] ?? performance.getEntriesByName('app-live', 'mark')[0];
        const live = mark?.startTime ?? bench.live;
        // A page whose islands are small can be hydrated before the browser's first contentful paint (the home page's
        // header buttons are): it is then live at paint, 0 ms. A page that never paints within 10 s is broken.
        const paint = await new Promise<number | undefined>((resolve) => {
          const seen = performance.getEntriesByName('first-contentful-paint')[0];
          if (seen) return resolve(seen.startTime);
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(undefined), 10_000);
        });
        if (paint === undefined) throw new Error('no contentful paint within 10 s of the app being hydrated');
        // Long tasks that began between the paint and the moment of hydration, each counted past its first 50 ms.
        const blocking = bench.tasks
          .filter((task) => task.start >= paint && task.start < live)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        return { toLive: Math.max(0, live - paint), blocking, paint };
      });
      if (!steps) return [measured.toLive, measured.blocking, undefined, undefined, measured.paint];
      return [measured.toLive, measured.blocking, await interaction(page, steps[0]), await interaction(page, steps[1]), measured.paint];
    };
    const timeout = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`run exceeded ${RUN_TIMEOUT_MS} ms`)), RUN_TIMEOUT_MS)),
    );
    const work = run();
    // Once the timeout wins, closing the context rejects the abandoned run; that must not crash the process.
    work.catch(() => {});
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

/** Targets per metric column and CPU rate; undefined: no target. */
const TARGETS: Record<number, (number | undefined)[]> = {
  1: [100, undefined, 40, undefined, undefined],
  4: [300, undefined, 100, 60, undefined],
};
const COLUMNS = ['paint→hydrated (ms)', 'blocking (ms)', 'INP 1st (ms)', 'INP 2nd (ms)', 'paint (ms)'];

/** One build under test: its server and the samples of its visits, per page and rate. */
interface Build {
  name: string;
  server: RunningServer;
  samples: Map<string, (number | null | undefined)[][]>;
}

/** The median of column `col` over `samples`, or undefined when the page has no such figure. */
function medianOf(samples: (number | null | undefined)[][], col: number): number | undefined {
  const values = samples.map((s) => s[col]).filter((v) => v !== undefined);
  return values.length === 0 ? undefined : median(values.map((v) => v ?? FLOOR));
}

/** A median as the table shows it: ≤16 when Event Timing reported nothing, ✗ past its target. */
function cell(samples: (number | null | undefined)[][], col: number, rate: number, secondTarget?: number): string {
  if (samples.length === 0) return 'fail';
  const value = medianOf(samples, col);
  if (value === undefined) return '–';
  const floored = (col === 2 || col === 3) && value <= FLOOR && samples.some((s) => s[col] === null);
  const target = col === 3 && rate === 4 && secondTarget !== undefined ? secondTarget : TARGETS[rate]![col];
  return (floored ? `≤${FLOOR}` : String(Math.round(value))) + (target !== undefined && value > target ? ' ✗' : '');
}

/** This build's median over the baseline's, to two decimals. */
function ratio(ours: (number | null | undefined)[][], theirs: (number | null | undefined)[][], col: number): string {
  const [a, b] = [medianOf(ours, col), medianOf(theirs, col)];
  if (a === undefined || b === undefined) return '–';
  return b > 0 ? (a / b).toFixed(2) : a === 0 ? '1.00' : '∞';
}

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs (or BENCH_RUNS) must be a whole number of at least 1.');
if (process.argv.includes('--baseline') && !BASELINE) throw new Error('--baseline needs a git ref (a commit, branch or tag).');
ensureBuilt();
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}. Install Debian's chromium package or set CHROMIUM_PATH.`);
  process.exit(1);
}
const baseline: BaselineBuild | undefined = BASELINE ? buildBaseline(BASELINE) : undefined;
const builds: Build[] = [];
let browser: Browser | undefined;
let failed = false;
let version: string;
// A named entry by its name alone: BENCH_PAGES=/calculators/roi is the ROI page, not also roi-then-euros on the same path.
const pages = PAGES.filter((p) => ONLY.length === 0 || ONLY.includes(p.name ?? p.path));
try {
  const dataFile = () => benchDataFile('ia');
  builds.push({ name: 'this build', server: await startBenchServer({ DATA_FILE: dataFile() }), samples: new Map() });
  if (baseline)
    builds.push({ name: baseline.ref, server: await startBenchServer({ DATA_FILE: dataFile() }, baseline.dir), samples: new Map() });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  version = browser.version();
  for (const rate of RATES) {
    for (const { path, name = path, steps } of pages) {
      for (let i = 0; i < RUNS; i++) {
        // Alternating which build goes first, so neither always follows the other's visit.
        for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
          const key = `${name} ${rate}`;
          const samples = build.samples.get(key) ?? [];
          build.samples.set(key, samples);
          try {
            samples.push(await visit(browser, `${build.server.url}${path}`, rate, steps));
          } catch (error) {
            failed = true;
            const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
            console.error(`${build.name}: ${path} at ${rate}× CPU, run ${i + 1}: ${message}`);
          }
        }
      }
    }
  }
} finally {
  await browser?.close();
  for (const build of builds) await stopServer(build.server);
  baseline?.remove();
}

const rows: string[][] = [];
for (const rate of RATES) {
  for (const { path, name = path, secondTarget } of pages) {
    const [ours, theirs] = builds.map((build) => build.samples.get(`${name} ${rate}`) ?? []);
    if (!theirs) rows.push([name, `${rate}×`, ...COLUMNS.map((_, col) => cell(ours!, col, rate, secondTarget))]);
    else
      rows.push([
        name,
        `${rate}×`,
        ...COLUMNS.flatMap((_, col) => [
          cell(theirs, col, rate, secondTarget),
          cell(ours!, col, rate, secondTarget),
          ratio(ours!, theirs, col),
        ]),
      ]);
  }
}

const against = baseline ? `, alternating with ${baseline.ref} (${baseline.commit.slice(0, 7)})` : '';
console.log(`Interaction benchmark: median of ${RUNS} first visits per row${against}, production server on 127.0.0.1, viewport 1280x800`);
if (baseline) {
  const short = ['paint→hydrated', 'blocking', 'INP 1st', 'INP 2nd', 'paint'];
  printTable(['page', 'CPU', ...short.flatMap((c) => [`${c} base`, `${c} new`, 'ratio'])], rows, 2);
  console.log("Figures in ms; ratio: this build's median ÷ the baseline's (below 1 is faster).");
} else printTable(['page', 'CPU', ...COLUMNS], rows, 2);
console.log(
  `Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${osType()} ${release()}, Chromium ${version!}, ${new Date().toISOString()}`,
);
console.log(
  'Targets: paint→hydrated ≤ 100 ms at 1×, ≤ 300 ms at 4×; INP 1st (Calculate, or a plan keystroke) ≤ 40 ms at 1×, ≤ 100 ms at 4×; INP 2nd ≤ 60 ms at 4× (switching the currency: ≤ 100 ms). ✗ marks a miss.',
);
console.log(`INP is the Event Timing duration of the press (rounded to 8 ms); ≤${FLOOR}: shorter than Event Timing reports.`);
if (failed) process.exit(1);
