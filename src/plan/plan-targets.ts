/**
 * Where a result can go: the calculators with a field of the measure an
 * output gives (engine/measures.ts). "Use this result in…" lists them under
 * a result, and a plan's "Add a step that uses…" offers them for each
 * step's outputs.
 */
import { calculatorNames } from 'virtual:calculator-names';
import type { measureIndex } from 'virtual:measure-index';
import { fieldLabel, type NumberStyle } from '../../engine/runtime';

/** A calculator's field that can take an output's value. */
export interface FieldTarget {
  slug: string;
  /** The field's mode. */
  mode: string;
  /** Whether the calculator has several modes (an address then names the mode). */
  moded: boolean;
  field: string;
  /** "Cost Per Acquisition (CPA): Marketing Spend ($)", with the mode's label after the name when it has several. */
  text: string;
}

/** The fields of other calculators that take output `output` of `slug`'s mode `mode`: none when it names no measure. */
export function targetsOf(index: typeof measureIndex, slug: string, mode: string, output: string, style?: NumberStyle): FieldTarget[] {
  const tagged = index.outputs.find((o) => o.slug === slug && o.mode === mode && o.id === output);
  if (!tagged) return [];
  return index.fields
    .filter((field) => field.measure === tagged.measure && field.slug !== slug)
    .map((field) => {
      const calculator = index.calculators[field.slug]!;
      const moded = Object.keys(calculator.modes).length > 1;
      const modeLabel = moded ? ` (${calculator.modes[field.mode]})` : '';
      return {
        slug: field.slug,
        mode: field.mode,
        moded,
        field: field.id,
        text: `${calculatorNames[field.slug] ?? field.slug}${modeLabel}: ${fieldLabel(field, style)}`,
      };
    });
}
