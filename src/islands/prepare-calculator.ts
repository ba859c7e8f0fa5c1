import { siteRegistry } from '../registry';

/** Loads the calculator at `slug` (the site's registry), so its island renders without suspending; an unknown slug loads nothing. */
export async function prepareCalculator(slug: string): Promise<void> {
  await siteRegistry.load(slug.toLowerCase());
}
