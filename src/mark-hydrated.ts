import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from './hydration';

/**
 * Marks the page hydrated, once: sets HYDRATED_ATTRIBUTE, records the performance
 * mark 'app-hydrated' (read by `npm run bench:interaction`) and dispatches
 * HYDRATED_EVENT, which carries out what the visitor did before
 * (src/event-replay.ts).
 */
export function markHydrated(): void {
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  performance.mark('app-hydrated');
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
