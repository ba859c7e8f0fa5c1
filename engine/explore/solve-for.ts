/**
 * Solve for: the person picks a number field and types the result they want
 * in the headline output's own unit ("2.5" for 2.50%); the engine finds the
 * field's value with the other inputs held (goal seek), and calculates the
 * full result at it.
 */
import { type CalcResult, type CalcSuccess, calculate, findMode, type RawInputs } from '../calculate';
import type { CalculatorCore, Mode, NumberField } from '../definition';
import { isNumberField } from '../field-kinds';
import { formatValue } from '../formats';
import { defaultStyle, type NumberStyle } from '../number-style/style';
import { typedNumber } from '../figures';
import { readNumber } from '../parse';
import { formatOf, outputWith, probeOf, seekField, type Probe } from './goal-seek';
import { termOf } from './terms';

/** The output Solve for aims at: the banded output, else the first shown value output. */
export function headlineOutput(mode: Mode): Extract<Mode['outputs'][number], { kind: 'value' }> | undefined {
  const values = mode.outputs.filter((o) => o.kind === 'value');
  return values.find((o) => o.id === mode.bands?.of) ?? values.find((o) => !o.hidden);
}

/** The number fields Solve for can change. */
export function solvableFields(mode: Mode): NumberField[] {
  return mode.fields.filter(isNumberField);
}

/** A solved field: its value, the text put in the field, and the full result there. */
export type SolveResult =
  { ok: true; field: string; value: number; text: string; inputs: RawInputs; result: CalcSuccess } | { ok: false; message: string };

/** A field value as typed in `style`: whole numbers for counts, at most two decimals, no separators ("2,5" in de-DE). */
export function typedText(field: NumberField, value: number, style: NumberStyle = defaultStyle): string {
  return typedNumber(field.parse === 'integer' ? Math.round(value) : Number(value.toFixed(2)), style);
}

/** The inputs with the solved field filled when blank, so the other rules can be checked. */
function probeWithStart(
  definition: CalculatorCore,
  mode: Mode,
  raw: RawInputs,
  field: NumberField,
  style: NumberStyle,
): Probe | CalcResult {
  const first = probeOf(definition, mode.id, raw, style);
  if (first) return first;
  // The field being solved may be blank or wrong: judge the others with a start value in it. Small starts pass
  // limits from below (above 0); the largest other input passes limits another field sets (conversions ≤ visitors).
  const others = solvableFields(mode).map((f) => (f === field ? Number.NaN : Math.abs(readNumber(raw[f.id] ?? '', style))));
  const largest = Math.max(0, ...others.filter(Number.isFinite));
  for (const start of ['1', '100', String(largest)]) {
    const probe = probeOf(definition, mode.id, { ...raw, [field.id]: typedText(field, Number(start), style) }, style);
    if (probe) return probe;
  }
  return calculate(definition, mode.id, { ...raw, [field.id]: '1' }, style);
}

/**
 * Solves mode `modeId` for `fieldId` so that the headline output reaches
 * `targetText` (in that output's unit; the currency's symbol, "%" and the
 * locale's grouping accepted), the other inputs as in `raw`, both read in
 * `style` (en-US dollars by default). Counts round the way that reaches the target.
 * Every failure is a message: other inputs that fail a rule (that rule's
 * message), a target that is not a number, or one no valid value reaches.
 *
 * @example solveFor(conversionRate, 'default', { visitors: '1000', conversions: '' }, 'conversions', '2.5')
 *   // { ok: true, value: 25, text: '25', result: { outputs: [{ text: '2.50%', … }], band: Good, … } }
 */
export function solveFor(
  definition: CalculatorCore,
  modeId: string | undefined,
  raw: RawInputs,
  fieldId: string,
  targetText: string,
  style: NumberStyle = defaultStyle,
): SolveResult {
  const mode = findMode(definition, modeId);
  const output = headlineOutput(mode);
  const field = solvableFields(mode).find((f) => f.id === fieldId);
  if (!output || !field) return { ok: false, message: 'Choose one of the inputs to solve for.' };
  const target = readNumber(targetText.trim(), style);
  if (Number.isNaN(target)) return { ok: false, message: 'Please enter the target as a number.' };
  const probe = probeWithStart(definition, mode, raw, field, style);
  if ('ok' in probe) return { ok: false, message: probe.ok ? 'Choose one of the inputs to solve for.' : probe.message };
  const format = formatOf(mode, output.id);
  const now = outputWith(probe, {}, output.id).value;
  const bound = now <= target ? 'atLeast' : 'atMost';
  const reach = seekField(probe, field, { output: output.id, target, bound });
  const wanted = formatValue(target, format, style) ?? targetText;
  if (!reach) return { ok: false, message: `No valid ${termOf(field)} gives ${wanted} with the other inputs as they are.` };
  const text = typedText(field, reach.value, style);
  const inputs = { ...raw, [field.id]: text };
  const result = calculate(definition, mode.id, inputs, style);
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, field: field.id, value: reach.value, text, inputs, result };
}
