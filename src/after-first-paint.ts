/** Longest wait for the first contentful paint before running anyway (a hidden tab paints nothing until shown). */
const PAINT_WAIT_MS = 1000;

/**
 * Runs `run` once, after the document's first contentful paint: at once when
 * it has happened already (the usual case: the entry runs once the page is
 * parsed, long after its first paint), when the tab is hidden, or when the
 * browser cannot report paints; at the latest after PAINT_WAIT_MS.
 *
 * The frame itself says so first: a task queued from an animation frame
 * callback runs once that frame is painted, and a pre-rendered page's first
 * frame is its first contentful paint. The paint entry says so too, but the
 * browser delivers it to observers when the main thread is idle: on a slow
 * phone that was 300-600 ms after the paint, with the page's modules not yet
 * asked for.
 */
export function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const paintReported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  // The paint's entry is in the timeline as soon as the paint is; an observer hears of it only in a later, idle task.
  const painted = paintReported && performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!paintReported || painted || document.visibilityState === 'hidden') {
    once();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      once();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(() => {
    observer.disconnect();
    once();
  }, PAINT_WAIT_MS);
}
