/**
 * Waiting for a page to go live without running Playwright's own script in
 * it: a locator or page.waitForFunction first injects Playwright's script
 * into the page, 200-280 ms of main thread at 4× CPU inside the very window
 * a benchmark measures, which no visitor's browser runs. Instead, a
 * MutationObserver added before the page's own scripts logs a console
 * message when `data-live` appears on <html> (src/mark-live.ts).
 */
import type { Page } from '@playwright/test';

/** The console message the init script logs at live. */
export const LIVE_MESSAGE = 'bench:live';

/**
 * The init script's observer, as source (a string: tsx's helpers would not exist inside the page). It observes
 * `document`, because <html> does not exist yet when init scripts run.
 */
export const LIVE_OBSERVER = `new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute('data-live')) { (window.__bench ??= {}).live = performance.now(); observer.disconnect(); console.debug('${LIVE_MESSAGE}'); }
  }).observe(document, { attributes: true, attributeFilter: ['data-live'], subtree: true });`;

/**
 * Resolves when `page` goes live; call it before the navigation (the promise starts listening at once), after
 * adding LIVE_OBSERVER as an init script. Rejects after `timeout` ms.
 */
export function liveSignal(page: Page, timeout: number): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (message) => message.text() === LIVE_MESSAGE, timeout }).catch(() => {
    // No change seen: the flag may have come with the served HTML, where paint → live would be meaningless.
    throw new Error(`the app did not go live within ${timeout} ms of the visit`);
  });
}
