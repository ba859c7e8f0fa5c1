import type { CalculatorCore } from '../../engine/runtime';
import { siteRegistry } from '../registry';

/** A calculator's card's definition by slug (lower case), from the site's registry; undefined for one the site does not have. */
export async function loadDefinition(slug: string): Promise<CalculatorCore | undefined> {
  const loading = siteRegistry.load(slug);
  return loading ? (await loading).definition : undefined;
}
