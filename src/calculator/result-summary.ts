import type { CalcSuccess, CalculatorCore, Field, Mode, RawInputs } from '../../engine/runtime';

/** A field's input as the visitor typed it, with its unit ($ before, % after) or, for a select, the option's label. */
function inputText(field: Field, raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (field.kind === 'select') return field.options.find((option) => option.value === (text || field.default))?.label ?? text;
  if (text === '') return '(empty)';
  // Digits as typed are grouped as the result is ("1500" reads "1,500"); anything else is kept as typed.
  const shown = /^\d+(\.\d+)?$/.test(text) ? Number(text).toLocaleString('en-US', { maximumFractionDigits: 20 }) : text;
  if (field.adornment === '$') return `$${shown}`;
  if (field.adornment === '%') return `${shown}%`;
  return shown;
}

/**
 * The "Copy result" text: the calculator, its mode when it has several, each
 * input, each value output with its caption and each text output (tables are
 * left to the page), the band
 * with its reading, and the link that reopens the result. Plain text, one
 * item a line, for an email, a chat or a report.
 */
export function resultSummary(definition: CalculatorCore, mode: Mode, inputs: RawInputs, result: CalcSuccess, link: string): string {
  const lines = [definition.title];
  if (definition.calculator.modes.length > 1) lines.push(mode.label);
  lines.push('', 'Inputs');
  for (const field of mode.fields) lines.push(`${field.label}: ${inputText(field, inputs[field.id])}`);
  lines.push('', 'Result');
  for (const output of result.outputs) {
    if (output.kind === 'value') lines.push(`${output.label}: ${output.text}${output.caption ? ` (${output.caption})` : ''}`);
    else if (output.kind === 'text') lines.push(output.label ? `${output.label}: ${output.text}` : output.text);
  }
  if (result.band) lines.push(`${result.band.label}: ${result.band.text}`);
  lines.push('', link);
  return lines.join('\n');
}
