/**
 * A definition's texts that only a shown result reads: its bands' readings,
 * its tips and its tables' notes. The build ships them apart from what a
 * card needs to render and calculate (./texts-apart.ts, for
 * scripts/definitions-plugin.ts), so a calculator page's first load does
 * not carry them; the page loads them beside the result's code and puts
 * them back before a result shows.
 */
import type { CalculatorCore, WrittenPart } from './definition';

/** One mode's texts: each band step's reading, each tips step's title and items, each table's note by output id. */
export interface ModeTexts {
  bands?: string[];
  tips?: { title: string; items: string[] }[];
  notes?: Record<string, string>;
  /** Its value outputs' expressions as written (engine/worked.ts). */
  worked?: Record<string, WrittenPart[]>;
}

/** A definition's texts by mode id. */
export type DefinitionTexts = Record<string, ModeTexts>;

/** Whether a definition's texts are still apart from it (a built page's card before they have loaded). */
export function textsApart(definition: CalculatorCore): boolean {
  return definition.textsApart === true;
}

/** Puts `texts` back into `definition`, in place: its results read them from then on. */
export function mergeTexts(definition: CalculatorCore, texts: DefinitionTexts): void {
  for (const mode of definition.calculator.modes) {
    const own = texts[mode.id];
    if (!own) continue;
    if (own.worked) (definition.worked ??= {})[mode.id] = own.worked;
    mode.bands?.steps.forEach((step, i) => (step.text = own.bands?.[i] ?? step.text));
    mode.tips?.steps.forEach((step, i) => Object.assign(step, own.tips?.[i] ?? {}));
    for (const output of mode.outputs) {
      const note = own.notes?.[output.id];
      if (output.kind === 'table' && note !== undefined) output.note = note;
    }
  }
  delete definition.textsApart;
}
