import { LazyResultSection } from '../calculator/lazy-result';
import { siteRegistry } from '../registry';

/**
 * Loads the calculator at `slug` (the site's registry), so its island
 * renders without suspending; an unknown slug loads nothing. The result's
 * code starts loading alongside, not awaited: a Calculate pressed before the
 * card is live is carried out at live, and its result then shows at once,
 * not a fetch later. (A failure is the card's to show, when it renders the
 * result: src/components/LoadBoundary.tsx.)
 */
export async function prepareCalculator(slug: string): Promise<void> {
  void LazyResultSection.preload();
  await siteRegistry.load(slug.toLowerCase());
}
