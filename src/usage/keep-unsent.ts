/**
 * Keeps what a page counted for the next page when the page is left before
 * its usage sender ran. The sender loads once the page is hydrated
 * (src/after-hydration.ts); a visitor who moves on at once (a result read, then
 * the next calculator) took the page's view and Calculate with them. Part of
 * the entry: a few lines, with no knowledge of privacy choices, which the
 * next page's sender applies (src/usage/sender.ts).
 */
import { currentPath } from '../address/read';
import {
  MAX_UNSENT_EVENTS,
  MAX_UNSENT_PAGES,
  USAGE_QUEUE,
  USAGE_UNSENT_KEY,
  USAGE_VIEW_KEPT,
  type UnsentPage,
} from '../../contract/usage-queue';

/**
 * At `pagehide`, while the window's usage list is still a plain array (no sender has taken it), puts the page's
 * path, referrer and events in this tab's sessionStorage: names only, as they would have been sent. A page back
 * from the back-forward cache then goes on with an empty list and its view marked as kept.
 */
export function keepUnsentUsage(): void {
  addEventListener('pagehide', () => {
    const holder = window as unknown as Record<string, unknown>;
    const list = holder[USAGE_QUEUE];
    if (list !== undefined && !Array.isArray(list)) return;
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(USAGE_UNSENT_KEY) ?? '[]');
      const kept = Array.isArray(stored) ? (stored as UnsentPage[]) : [];
      const events = ((list ?? []) as unknown[]).slice(-MAX_UNSENT_EVENTS);
      kept.push({ path: currentPath(), referrer: document.referrer, view: holder[USAGE_VIEW_KEPT] !== true, events });
      sessionStorage.setItem(USAGE_UNSENT_KEY, JSON.stringify(kept.slice(-MAX_UNSENT_PAGES)));
      holder[USAGE_QUEUE] = [];
      holder[USAGE_VIEW_KEPT] = true;
    } catch {
      // Storage refused or full: the page's counts go with it, as they did before this was kept.
    }
  });
}
