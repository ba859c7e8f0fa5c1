import type { CalculatorCore } from '../../engine/runtime';
import { siteRegistry } from '../registry';
import { textsIn } from './definition-texts';

/**
 * A calculator's card's definition by slug (lower case), from the site's
 * registry, with its texts (./definition-texts.ts) in it; undefined for a
 * slug the site does not have.
 */
export async function loadWithTexts(slug: string): Promise<CalculatorCore | undefined> {
  const loaded = await siteRegistry.load(slug);
  if (!loaded) return undefined;
  await textsIn(loaded.definition);
  return loaded.definition;
}
