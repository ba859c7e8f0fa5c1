/**
 * The particle canvas behind the home page's hero (spec sections 4 and 9),
 * without React, loaded by the entry only on the page that has the hero
 * (./hero-mark.ts): started only after the largest contentful paint (or the
 * START_FALLBACK_MS fallback), so it never delays the first paint; removed
 * at once, live, when the visitor prefers reduced motion, and started again
 * when they stop. The drawing itself is src/home/particle-canvas.ts, loaded
 * on first use.
 */
/**
 * The canvas starts this long after mount when no largest-contentful-paint entry arrives, in ms (spec section 9).
 * Here rather than with the field's other constants (./particles.ts): importing those would put the field's
 * arithmetic in this file, which the home page loads at once.
 */
export const START_FALLBACK_MS = 3000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Calls `go` once, after the page's largest contentful paint or START_FALLBACK_MS, whichever is first. */
function afterLargestPaint(go: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    go();
  };
  setTimeout(once, START_FALLBACK_MS);
  let observer: PerformanceObserver | undefined;
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().length > 0) once();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
}

/** Starts the particles in `hero`, the home page's hero section. */
export function startHeroParticles(hero: HTMLElement): void {
  afterLargestPaint(() => {
    const media = matchMedia(REDUCED_MOTION);
    let stop: (() => void) | undefined;
    let wanted = false;
    const follow = () => {
      wanted = !media.matches;
      if (!wanted) {
        stop?.();
        stop = undefined;
      } else if (!stop) {
        // A load that fails (offline) leaves the hero as it is: the particles are decoration.
        void import('./particle-canvas').then(
          (module) => {
            if (wanted && !stop) stop = module.drawParticles(hero);
          },
          () => {},
        );
      }
    };
    follow();
    media.addEventListener('change', follow);
  });
}
