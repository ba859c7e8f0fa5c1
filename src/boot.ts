/**
 * The page's entry, a few kilobytes. Pages are pre-rendered HTML: most of a
 * page is static, and ships no JavaScript. What runs here runs at once:
 * - the header's buttons and tooltips (src/frame/header-controls.ts);
 * - keeping what the visitor does to the parts React runs (islands) until
 *   they are hydrated (src/event-replay.ts), and showing tabs and filters
 *   switch meanwhile (src/show-at-paint.ts);
 * - on the home page, loading its particles, which start after its largest
 *   paint (src/home/hero-particles.ts);
 * - an embedded calculator's height, posted to the page that frames it
 *   (src/embed/report-height.ts).
 *
 * After the first paint, a page with islands preloads its modules (listed by
 * the pre-renderer in <template id="app-modules">) and hydrates its islands
 * (src/islands/hydrate.tsx); React's own file is run first and the rest a
 * task later, so that neither is one long task on a slow phone. A page with
 * no island is hydrated once painted. If the islands' code cannot be loaded,
 * the page says so, with "Try again" (src/islands/load-failed.ts). Once hydrated, the offline worker is registered
 * and usage is counted (src/after-hydration.ts); what a page left before that counted is kept for the next page
 * (src/usage/keep-unsent.ts).
 *
 * Why wait for the paint: on a slow phone, a page whose scripts load and run
 * before its first paint shows its finished HTML only after them. Fetching
 * the modules while the page is parsed (modulepreload in the head, even at
 * low priority) was tried: Lighthouse's simulation then counts them towards
 * the largest paint (LCP 0.9 s to 2.4 s).
 */
// The first screen's styles, captured from MUI at build time (src/first-screen/): a static, cached stylesheet.
import './first-screen/first-screen.generated.css';
import { afterFirstPaint } from './after-first-paint';
import { startReportingHeight } from './embed/report-height';
import { startHeaderControls } from './frame/header-controls';
import { HERO_PARTICLES } from './home/hero-mark';
import { showLoadFailed } from './islands/load-failed';
import { startEventReplay } from './event-replay';
import { ISLAND_ATTRIBUTE } from './hydration';
import { markHydrated } from './mark-hydrated';
import { keepUnsentUsage } from './usage/keep-unsent';
import { NUMBERS_ATTRIBUTE } from '../contract/number-setting-names';
import { HYDRATED_EVENT } from './hydration';
import { currentQuery } from './address/read';

const keeping = startEventReplay();
// A visitor whose numbers may not be the HTML's (en-US dollars): their setting is learned while the page loads, from
// the address as the page opened (a calculation may rewrite it before this has loaded). The dev server's pages have
// no head script to say so: there every visitor's is learned.
if (import.meta.env.DEV || document.documentElement.hasAttribute(NUMBERS_ATTRIBUTE)) {
  const opened = currentQuery();
  void import('./number-setting/start').then(
    (module) => module.startNumbers(opened),
    () => {},
  );
}
// Once hydrated: the offline worker and usage counts, loaded then (src/after-hydration.ts); a page left before that keeps its
// counts for the next page's sender.
keepUnsentUsage();
addEventListener(HYDRATED_EVENT, () => void import('./after-hydration').then((module) => module.afterHydration(), console.warn), {
  once: true,
});
startHeaderControls();
const hero = document.querySelector<HTMLElement>(`[${HERO_PARTICLES}]`);
// A load that fails (offline) leaves the hero as it is: the particles are decoration.
if (hero)
  void import('./home/hero-particles').then(
    (module) => module.startHeroParticles(hero),
    () => {},
  );
startReportingHeight();

/** Whether the islands' code has failed to load once already (a second failure, online, reloads the page: src/on-demand.tsx). */
let failedBefore = false;

function hydrateIslands(): void {
  const modules = document.getElementById('app-modules');
  if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
  // React first, then the rest a task later: compiling and running all of it at once was one long task.
  import('./react-first')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./islands/hydrate'))
    .then((module) => module.hydrateIslands())
    // The browser fetches a module again after a failed import: "Try again" is a new attempt.
    .catch(() => {
      // Not imported from src/on-demand.tsx: the entry would then carry the islands' shell.
      if (failedBefore && navigator.onLine) return window.location.reload();
      failedBefore = true;
      keeping.loadFailed();
      showLoadFailed(() => {
        keeping.retrying();
        hydrateIslands();
      });
    });
}

if (!document.getElementById('root')?.firstElementChild) {
  // The dev server sends an empty root: the whole app renders in the browser.
  if (import.meta.env.DEV) void import('./main');
} else if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) afterFirstPaint(hydrateIslands);
// Nothing to hydrate: live once painted (the offline worker then registers, away from the first paint).
else afterFirstPaint(markHydrated);
