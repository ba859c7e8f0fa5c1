/**
 * A definition's texts that only a shown result reads: its bands' readings,
 * its tips, its outputs' captions and templates, its threshold labels'
 * texts, its tables' headings, row labels, text cells and notes, and its
 * expressions as written. The build ships them apart from what a card needs
 * to render and calculate (./texts-apart.ts, for
 * scripts/definitions-plugin.ts), so a calculator page's first load does
 * not carry them; the page loads them beside the result's code and puts
 * them back before a result shows.
 *
 * They travel as a tree of the definition's own shape holding only the
 * texts (arrays as objects by index), which one walk puts back.
 */
import type { CalculatorCore } from './definition';

/** A part of a definition's shape holding only its texts: what {@link mergeTexts} puts back. */
export interface TextTree {
  [key: string]: TextTree | string | string[] | unknown;
}

/** A definition's texts, in its own shape (./texts-apart.ts makes them). */
export type DefinitionTexts = TextTree;

/** Whether a definition's texts are still apart from it (a built page's card before they have loaded). */
export function textsApart(definition: CalculatorCore): boolean {
  return definition.textsApart === true;
}

/** Puts the texts of `from` back into `into`, where the two share a shape; what `into` lacks is added whole. */
function putBack(into: Record<string, unknown>, from: TextTree): void {
  for (const key in from) {
    const text = from[key];
    const there = into[key];
    if (text && typeof text === 'object' && there && typeof there === 'object') putBack(there as Record<string, unknown>, text as TextTree);
    else into[key] = text;
  }
}

/** Puts `texts` back into `definition`, in place: its results read them from then on. */
export function mergeTexts(definition: CalculatorCore, texts: DefinitionTexts): void {
  putBack(definition as unknown as Record<string, unknown>, texts);
  delete definition.textsApart;
}
