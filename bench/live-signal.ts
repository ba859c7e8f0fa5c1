/**
 * Waiting for a page to hydrate without running Playwright's own script in
 * it: a locator or page.waitForFunction first injects Playwright's script
 * into the page, 200-280 ms of main thread at 4× CPU inside the very window
 * a benchmark measures, which no visitor's browser runs. Instead, a
 * MutationObserver added before the page's own scripts logs a console
 * message when `data-hydrated` appears on <html> (src/mark-hydrated.ts).
 * A baseline built before hydration had its standard name says `data-live`
 * and `app-live` instead: the benchmarks read either, so an old ref still
 * compares.
 */
import type { Page } from '@playwright/test';

/** The console message the init script logs at hydration. */
export const LIVE_MESSAGE = 'bench:live';

/** The attributes on <html> that say a page is hydrated: this build's, and a baseline's from before the rename. */
export const HYDRATED_ATTRIBUTES = ['data-hydrated', 'data-live'];

/** The performance marks set at hydration, this build's and an older baseline's, as an expression read in the page. */
export const HYDRATED_MARK_TIME =
  "(performance.getEntriesByName('app-hydrated', 'mark')[0] ?? performance.getEntriesByName('app-live', 'mark')[0])?.startTime";

/**
 * The init script's observer, as source (a string: tsx's helpers would not exist inside the page). It observes
 * `document`, because <html> does not exist yet when init scripts run.
 */
export const LIVE_OBSERVER = `new MutationObserver((_, observer) => {
    if (${JSON.stringify(HYDRATED_ATTRIBUTES)}.some((name) => document.documentElement?.hasAttribute(name))) { (window.__bench ??= {}).live = performance.now(); observer.disconnect(); console.debug('${LIVE_MESSAGE}'); }
  }).observe(document, { attributes: true, attributeFilter: ${JSON.stringify(HYDRATED_ATTRIBUTES)}, subtree: true });`;

/**
 * Resolves when `page` hydrates; call it before the navigation (the promise starts listening at once), after
 * adding LIVE_OBSERVER as an init script. Rejects after `timeout` ms.
 */
export function liveSignal(page: Page, timeout: number): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (message) => message.text() === LIVE_MESSAGE, timeout }).catch(() => {
    // No change seen: the flag may have come with the served HTML, where paint → hydrated would be meaningless.
    throw new Error(`the app did not hydrate within ${timeout} ms of the visit`);
  });
}
