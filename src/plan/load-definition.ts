import type { CalculatorCore } from '../../engine/runtime';

/**
 * A calculator's card's definition by slug (lower case), with its texts (a plan shows its steps' results at once);
 * undefined for one the site does not have. Imported when a plan first needs a calculator: the plan page's first
 * load (an empty plan, or one waiting for its steps) does without the registry, and without the calculator card's
 * file that holds it.
 */
export async function loadDefinition(slug: string): Promise<CalculatorCore | undefined> {
  const { loadWithTexts } = await import('../card-parts/load-with-texts');
  return loadWithTexts(slug);
}
