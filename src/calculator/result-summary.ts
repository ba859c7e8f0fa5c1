import { defaultStyle, fieldLabel, formatPlain, inputWords, readNumber } from '../../engine/runtime';
import type { CalcSuccess, CalculatorCore, Field, Mode, NumberStyle, RawInputs } from '../../engine/runtime';

/** A field's input as the visitor typed it (its unit is in its label), or, for a select, the option's label. */
function inputText(field: Field, raw: string | undefined, style: NumberStyle): string {
  return inputWords(field, (raw ?? '').trim(), { typed: (text) => typedText(text, style) });
}

/** A typed input: "(empty)" when blank; digits grouped as the result's are. */
function typedText(text: string, style: NumberStyle): string {
  if (text === '') return '(empty)';
  // Digits as typed are grouped as the result is ("1500" reads "1,500"); anything else is kept as typed.
  const [whole, fraction, ...more] = text.split(style.marks.decimal);
  const typedNumber = more.length === 0 && /^\d+$/.test(whole!) && (fraction === undefined || /^\d+$/.test(fraction));
  return typedNumber ? formatPlain(readNumber(text, style), fraction?.length ?? 0, style) : text;
}

/**
 * The "Copy result" text: the calculator, its mode when it has several, each
 * input, each value output with its caption and each text output (tables are
 * left to the page), the band with its reading, the calculation with the
 * visitor's numbers (`steps`: engine/worked.ts), and the link that reopens
 * the result. Plain text, one
 * item a line, for an email, a chat or a report.
 */
export function resultSummary(
  definition: CalculatorCore,
  mode: Mode,
  inputs: RawInputs,
  result: CalcSuccess,
  link: string,
  steps: readonly string[] = [],
  style: NumberStyle = defaultStyle,
): string {
  const lines = [definition.title];
  if (definition.calculator.modes.length > 1) lines.push(mode.label);
  lines.push('', 'Inputs');
  for (const field of mode.fields) lines.push(`${fieldLabel(field, style)}: ${inputText(field, inputs[field.id], style)}`);
  lines.push('', 'Result');
  for (const output of result.outputs) {
    if (output.kind === 'value') lines.push(`${output.label}: ${output.text}${output.caption ? ` (${output.caption})` : ''}`);
    else if (output.kind === 'text') lines.push(output.label ? `${output.label}: ${output.text}` : output.text);
  }
  if (result.band) lines.push(`${result.band.label}: ${result.band.text}`);
  if (steps.length > 0) lines.push('', 'Your numbers', ...steps);
  lines.push('', link);
  return lines.join('\n');
}
