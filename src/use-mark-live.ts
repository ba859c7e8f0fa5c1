import { useEffect } from 'react';
import { LIVE_ATTRIBUTE, LIVE_EVENT } from './live';

/**
 * Marks the app live after the commit that renders the caller (its effects
 * run once everything before it in that commit has hydrated): sets
 * LIVE_ATTRIBUTE, records the performance mark 'app-live' (read by
 * `npm run bench:interaction`) and dispatches LIVE_EVENT, which carries out
 * what the visitor did before (src/keep-until-live.ts).
 */
export function useMarkLive(): void {
  useEffect(() => {
    if (document.documentElement.hasAttribute(LIVE_ATTRIBUTE)) return;
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
    performance.mark('app-live');
    window.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
}
