import { LazyResultSection } from '../calculator/lazy-result';
import { KEPT_EVENT, HYDRATED_EVENT, QUEUED_ATTRIBUTE } from '../hydration';
import { siteRegistry } from '../registry';

/**
 * Runs `start` once the result's code may be wanted: at once when a press is
 * already kept for the app, else when one is kept or the page hydrates,
 * whichever comes first. Before hydration it is wanted only for a kept press:
 * fetching it for every visit put its files' link elements, requests and
 * compiling (about 25 ms at 4× CPU) between the first paint and hydration.
 */
function whenResultWanted(start: () => void): void {
  // Pre-rendering: no press, and no page to hydrate.
  if (typeof document === 'undefined') return;
  if (document.querySelector(`[${QUEUED_ATTRIBUTE}]`)) return start();
  const once = () => {
    removeEventListener(KEPT_EVENT, once);
    removeEventListener(HYDRATED_EVENT, once);
    start();
  };
  addEventListener(KEPT_EVENT, once);
  addEventListener(HYDRATED_EVENT, once);
}

/**
 * Loads the calculator at `slug` (the site's registry), so its island
 * renders without suspending; an unknown slug loads nothing. The result's
 * code starts loading once a press is kept or the card is hydrated, not awaited:
 * a Calculate pressed before the card is hydrated is carried out at hydration, and
 * its result then shows at once, not a fetch later. (A failure is the card's
 * to show, when it renders the result: src/components/LoadBoundary.tsx.)
 */
export async function prepareCalculator(slug: string): Promise<void> {
  whenResultWanted(() => void LazyResultSection.preload());
  await siteRegistry.load(slug.toLowerCase());
}
