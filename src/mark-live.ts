import { LIVE_ATTRIBUTE, LIVE_EVENT } from './live';

/**
 * Marks the page live, once: sets LIVE_ATTRIBUTE, records the performance
 * mark 'app-live' (read by `npm run bench:interaction`) and dispatches
 * LIVE_EVENT, which carries out what the visitor did before
 * (src/keep-until-live.ts).
 */
export function markLive(): void {
  if (document.documentElement.hasAttribute(LIVE_ATTRIBUTE)) return;
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
  performance.mark('app-live');
  window.dispatchEvent(new Event(LIVE_EVENT));
}
