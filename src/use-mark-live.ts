import { useEffect } from 'react';
import { LIVE_ATTRIBUTE, LIVE_EVENT } from './live';

/** Marks the app live after its first commit (effects run once the whole tree has hydrated). */
export function useMarkLive(): void {
  useEffect(() => {
    if (document.documentElement.hasAttribute(LIVE_ATTRIBUTE)) return;
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
    window.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
}
