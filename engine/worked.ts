/**
 * A result's calculation with the visitor's own numbers, step by step:
 * "ROI = (1,800 − 1,000) ÷ 1,000 × 100 = 80.00%", in their number style.
 * Drawn from each output's expression as written (engine/worked-form.ts,
 * shipped with the definition's texts), with no code per calculator. An
 * output that another one reads (a hidden intermediate included) is its
 * own step, before the one that reads it.
 */
import { findMode, inputScope, runValueOutputs, type CalcSuccess, type RawInputs } from './calculate';
import type { CalculatorCore } from './definition';
import { formatPlain, formatValue } from './formats';
import { defaultStyle, type NumberStyle } from './number-style/style';

/**
 * A number inside a step: whole numbers as they are, others to six
 * significant digits, and at least two decimals ("0.025", "33.3333",
 * "1,234.57"), so the step computed by hand gives the result shown.
 */
function stepNumber(value: number, style: NumberStyle): string {
  const magnitude = Math.abs(value);
  const before = magnitude < 1 ? 0 : Math.floor(Math.log10(magnitude)) + 1;
  const leading = magnitude > 0 && magnitude < 1 ? -Math.floor(Math.log10(magnitude)) - 1 : 0;
  return formatPlain(value, Math.min(10, Math.max(2, 6 - before + leading)), style);
}

/**
 * The steps of a result of mode `modeId` calculated from `inputs`: one line
 * per value output shown whose expression reads as arithmetic (and per
 * output it reads), as "<label> = <expression with the numbers> = <result>".
 * None when the definition has no written expressions (its texts are not
 * loaded) or the inputs no longer parse.
 */
export function workedSteps(
  definition: CalculatorCore,
  modeId: string,
  result: CalcSuccess,
  inputs: RawInputs,
  style: NumberStyle = defaultStyle,
): string[] {
  const mode = findMode(definition, modeId);
  const forms = definition.worked?.[mode.id];
  if (!forms) return [];
  const { scope } = inputScope(mode, inputs, style);
  runValueOutputs(mode, definition.code.modes[mode.id]!, scope);
  const outputs = new Map(mode.outputs.flatMap((output) => (output.kind === 'value' ? [[output.id, output] as const] : [])));
  const shown = new Map(result.outputs.flatMap((o) => (o.kind === 'value' ? [[o.id, o] as const] : [])));
  const steps: string[] = [];
  const done = new Set<string>();
  const stepOf = (id: string) => {
    const form = forms[id];
    const output = outputs.get(id);
    // A bare name is no calculation; an output seen once is not written twice.
    if (done.has(id) || !form || !output || (form.length === 1 && typeof form[0] !== 'string' && 'name' in form[0]!)) return;
    done.add(id);
    for (const part of form) if (typeof part !== 'string' && 'name' in part && outputs.has(part.name)) stepOf(part.name);
    const written = form
      .map((part) =>
        typeof part === 'string' ? part : 'number' in part ? stepNumber(part.number, style) : stepNumber(scope[part.name]!, style),
      )
      .join('');
    const own = shown.get(id);
    const text = own?.text ?? formatValue(scope[id]!, output.format, style);
    if (text !== undefined) steps.push(`${own?.label ?? output.label.replace(/\s*\{\w+\}\s*/g, ' ').trim()} = ${written} = ${text}`);
  };
  for (const output of result.outputs) if (output.kind === 'value') stepOf(output.id);
  return steps;
}

// Loaded with a result's own code, as the steps are: what its note on benchmarks reads (src/calculator/benchmark-note.ts),
// and the money words its texts are filled with (src/card-parts/local-texts.ts), to the decimals of the thresholds
// they name.
export { bandsIn, ratesMoney } from './money-ratings';
export { thresholdDecimals } from './benchmarks';
export { compactValue } from './compact-value';
export { holdsAmount, moneyWords, type MoneyWords } from './number-style/money-words';
