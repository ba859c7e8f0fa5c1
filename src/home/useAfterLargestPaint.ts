import { useEffect, useState } from 'react';
import { START_FALLBACK_MS } from './particles';

/**
 * True once the browser has reported the page's largest contentful paint, or
 * START_FALLBACK_MS after mount where it never does; false on the server.
 * Decorations started only then can never delay the first paint.
 */
export function useAfterLargestPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      setReady(true);
    };
    const fallback = setTimeout(go, START_FALLBACK_MS);
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().length > 0) go();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    return () => {
      clearTimeout(fallback);
      observer?.disconnect();
    };
  }, []);
  return ready;
}
