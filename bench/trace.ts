/**
 * `npm run bench:trace [-- --rate 4] [-- --runs 3]`: what the browser's own
 * work before hydration is. `npm run bench:profile` samples JavaScript and puts
 * everything else under "(program)"; this records a performance trace of a
 * first visit (Debian's Chromium or CHROMIUM_PATH, the production server on
 * 127.0.0.1, 4× CPU by default) from navigation to hydration and sums the page's
 * main thread by trace event, as self time: parsing HTML and CSS, style,
 * layout, text shaping, paint, fetching, evaluating modules.
 *
 * Prints per page (BENCH_PAGES names the paths to visit, any of the site's) the medians over the runs of the
 * time to first contentful paint and to hydration, the main thread's busy time
 * before hydration, and the events with at least 10 ms of self time.
 *
 * With `--tasks`, also the last visit's main-thread tasks of 10 ms or more,
 * in order (start from navigation, length, and the longest events inside),
 * and when each script was asked for: what runs when, not only how much.
 */
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags';
import { printTable } from '../scripts/table';
import { median, option } from './cli';
import { HYDRATED_MARK_TIME, LIVE_OBSERVER, liveSignal } from './live-signal';
import { benchDataFile, ensureBuilt, startBenchServer, stopServer, type RunningServer } from './server';

const RATE = Number(option('rate') ?? 4);
const RUNS = Number(option('runs') ?? 3);
const PAGES = ['/calculators/roi', '/embed/roi', '/calculators', '/contact'];
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const VISIT_TIMEOUT_MS = 30_000;
const TASKS = process.argv.includes('--tasks');
// The scheduler's tasks (RunTask) are traced only when asked for: as parents of everything else they would change
// the self times and busy time of the default table.
const CATEGORIES = `devtools.timeline,v8,blink,loading,blink.user_timing${TASKS ? ',disabled-by-default-devtools.timeline,toplevel' : ''}`;
const TASK_MIN_MS = 10;
/** Events that only wrap others, never the one that says what a task did. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'AsyncTask Run', 'v8.callFunction', 'TimerBase::run', 'TimerFire']);

/** A trace event as the DevTools protocol gives it (times in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** One visit's figures, in ms: named events' self time, and the three totals. */
type Visit = Map<string, number>;
/** What `--tasks` prints of a visit: its tasks and script requests, as lines. */
type TaskLines = string[];
const TO_PAINT = '(first contentful paint)';
const TO_LIVE = '(live)';
const BUSY = '(busy before hydration)';

/**
 * The navigation to `url` in the trace and the main thread of the renderer
 * that loaded it. A trace may hold other renderers (the blank page the tab
 * opened on, a prerendered link), and Chromium does not always name the
 * loaded address: then the navigation is the one whose renderer's main
 * thread did the most work.
 */
function pageThread(events: TraceEvent[], url: string): { pid: number; tid: number; start: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (pid: number) => {
    const main = mains.find((m) => m.pid === pid);
    return main ? events.reduce((sum, e) => sum + (e.pid === pid && e.tid === main.tid && e.ph === 'X' ? (e.dur ?? 0) : 0), 0) : 0;
  };
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame === true);
  const named = navigations.find((e) => e.args?.data?.documentLoaderURL === url);
  // Unnamed: the busiest renderer, and its last navigation (a renderer may have shown the blank page first).
  const pid = named?.pid ?? [...navigations].sort((a, b) => busy(b.pid) - busy(a.pid))[0]?.pid;
  const navigation = named ?? navigations.filter((e) => e.pid === pid).at(-1);
  const main = navigation && mains.find((m) => m.pid === navigation.pid);
  if (!navigation || !main) throw new Error(`The trace has no navigation to ${url}.`);
  return { pid: main.pid, tid: main.tid, start: navigation.ts };
}

/** Self time by event name (an event's duration less its children's), and busy time (top-level events), before `until`. */
function selfTimes(events: TraceEvent[], until: number): { self: Map<string, number>; busy: number } {
  const sorted = events.filter((e) => e.ts <= until).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  let busy = 0;
  for (const e of sorted) {
    const dur = (e.dur ?? 0) / 1000;
    while (open.length > 0 && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    else busy += dur;
    self.set(e.name, (self.get(e.name) ?? 0) + dur);
    open.push(e);
  }
  return { self, busy };
}

/**
 * The main thread's tasks of TASK_MIN_MS or more between `start` and `until`, in order, each with the three
 * longest events inside it that are not mere wrappers; and when each script was asked for. Times in ms from `start`.
 */
function taskLines(events: TraceEvent[], pid: number, tid: number, start: number, until: number): TaskLines {
  const at = (ts: number) => ((ts - start) / 1000).toFixed(0).padStart(6);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= start && e.ts <= until);
  const tasks = mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= TASK_MIN_MS * 1000).sort((a, b) => a.ts - b.ts);
  const lines = tasks.map((task) => {
    const inside = mine
      .filter((e) => e !== task && !WRAPPERS.has(e.name) && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    const named = [...new Map(inside.map((e) => [e.name, e])).values()].slice(0, 3);
    return `${at(task.ts)} ms  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${named.map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}`).join(', ')}`;
  });
  const url = (e: TraceEvent) => (e.args?.data as { url?: string } | undefined)?.url ?? '';
  const scriptLines = events
    .filter((e) => e.pid === pid && e.name === 'ResourceSendRequest' && e.ts >= start && e.ts <= until && /\.js(\?|$)/.test(url(e)))
    .map((e) => `${at(e.ts)} ms  asked for ${new URL(url(e)).pathname}`);
  return [...lines, ...scriptLines];
}

/** Records a trace on `cdp` while `act` runs. */
async function traced(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** One first visit to `url`, traced from navigation to hydration; with `--tasks`, its tasks too. */
async function visit(browser: Browser, url: string): Promise<{ visit: Visit; tasks: TaskLines }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    let liveAfter = 0;
    // Live is seen without Playwright's own script in the page, which would run inside the window traced.
    await page.addInitScript({ content: LIVE_OBSERVER });
    const events = await traced(cdp, async () => {
      await Promise.all([liveSignal(page, VISIT_TIMEOUT_MS), page.goto(url)]);
      // The page's own clock (ms from its time origin, the navigation's start) at hydration, read from its mark.
      // A string: tsx's helpers would not exist inside the page.
      liveAfter = await page.evaluate<number>(`${HYDRATED_MARK_TIME} ?? performance.now()`);
    });
    const { pid, tid, start } = pageThread(events, url);
    const live = start + liveAfter * 1000;
    const { self, busy } = selfTimes(
      events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= start),
      live,
    );
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
    self.set(TO_LIVE, liveAfter);
    self.set(BUSY, busy);
    if (paint) self.set(TO_PAINT, (paint.ts - start) / 1000);
    return { visit: self, tasks: TASKS ? taskLines(events, pid, tid, start, live) : [] };
  } finally {
    await context.close();
  }
}

if (!Number.isFinite(RATE) || RATE < 1) throw new Error('--rate must be a number of at least 1.');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number of at least 1.');
ensureBuilt();
let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  server = await startBenchServer({ DATA_FILE: benchDataFile('trace') });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  console.log(`Main thread from navigation to hydration by trace event (self time), ${RATE}× CPU, median of ${RUNS} first visits`);
  for (const path of ONLY.length > 0 ? ONLY : PAGES) {
    const visits: Visit[] = [];
    let tasks: TaskLines = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await visit(browser, `${server.url}${path}`);
      visits.push(result.visit);
      tasks = result.tasks;
    }
    const at = (name: string) => median(visits.map((v) => v.get(name) ?? 0));
    console.log(
      `\n${path}: first contentful paint ${at(TO_PAINT).toFixed(0)} ms, live ${at(TO_LIVE).toFixed(0)} ms, busy before hydration ${at(BUSY).toFixed(0)} ms`,
    );
    const names = [...new Set(visits.flatMap((v) => [...v.keys()]))].filter((name) => !name.startsWith('('));
    const rows = names
      .map((name) => ({ name, ms: at(name) }))
      .filter(({ ms }) => ms >= 10)
      .sort((a, b) => b.ms - a.ms);
    printTable(
      ['trace event', 'ms'],
      rows.map(({ name, ms }) => [name, ms.toFixed(0)]),
    );
    if (TASKS) {
      console.log(`\nThe last visit's tasks of ${TASK_MIN_MS} ms or more, and its script requests (from navigation):`);
      for (const line of tasks.sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b))) console.log(line);
    }
  }
} finally {
  await browser?.close();
  if (server) await stopServer(server);
}
