/**
 * Compare scenarios: every output of scenario A and scenario B of one mode
 * side by side, with the difference of each value (absolute, and in percent
 * of A) and both bands.
 */
import type { CalcResult, CalcSuccess } from '../calculate';
import type { Mode } from '../definition';
import { formatValue, isClock, shownValue, type Format } from '../formats';
import { defaultStyle, type NumberStyle } from '../number-style/style';

/** One line of a comparison: texts as the page shows them; `difference` is '' where there is none to show. */
export interface CompareRow {
  label: string;
  a: string;
  b: string;
  difference: string;
}

const NONE = '—';

/** "+$120.00 (+12.0%)": B − A in the output's format with a sign, in `style`, and in percent of A when A is not 0. */
export function differenceText(a: number, b: number, format: Format, style: NumberStyle = defaultStyle): string {
  const delta = shownValue(b, format, style) - shownValue(a, format, style);
  // A clock has no sign of its own: it is written before it.
  const absolute = isClock(format)
    ? `${delta < 0 ? '-' : delta > 0 ? '+' : ''}${formatValue(Math.abs(delta), format, style)}`
    : formatValue(delta, { ...format, sign: true, roundUp: false }, style);
  const base = shownValue(a, format, style);
  if (absolute === undefined) return '';
  if (base === 0) return absolute;
  const relative = formatValue((delta / Math.abs(base)) * 100, { style: 'percent', decimals: 1, sign: true }, style);
  return relative === undefined ? absolute : `${absolute} (${relative})`;
}

/**
 * The rows comparing result A with B (B may be a message: its column then
 * shows "—"): each output either shows, in the mode's order, then the band.
 */
export function compareRows(mode: Mode, a: CalcSuccess, b: CalcResult, style: NumberStyle = defaultStyle): CompareRow[] {
  const rows: CompareRow[] = [];
  const bOutputs = b.ok ? b.outputs : [];
  for (const output of mode.outputs) {
    const inA = a.outputs.find((o) => o.id === output.id);
    const inB = bOutputs.find((o) => o.id === output.id);
    if (!inA && !inB) continue;
    if (inA?.kind === 'table' || inB?.kind === 'table') continue;
    const label = (inA ?? inB)!.label ?? output.id;
    const textOf = (o: typeof inA) => o?.text ?? NONE;
    const difference =
      output.kind === 'value' && inA?.kind === 'value' && inB?.kind === 'value'
        ? differenceText(inA.value, inB.value, output.format, style)
        : '';
    rows.push({ label, a: textOf(inA), b: textOf(inB), difference });
  }
  if (a.band || (b.ok && b.band))
    rows.push({ label: 'Band', a: a.band?.label ?? NONE, b: (b.ok && b.band?.label) || NONE, difference: '' });
  return rows;
}
