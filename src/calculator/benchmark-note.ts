/**
 * What a result says of its benchmarks in a currency other than US dollars
 * (issue 28: benchmarks stay honest). The bands, tips and tables of money
 * outputs are US-dollar figures from US sources: converted at the dated
 * reference rates where the rates have the currency (engine/benchmarks.ts),
 * and not applied where they do not.
 */
import type { Mode, NumberStyle } from '../../engine/runtime';
import { ratesMoney } from '../../engine/worked';
import { dayOf } from '../number-setting/rates-day';

/**
 * The note beside a mode's result in `style`, or undefined in US dollars and
 * for a mode without money benchmarks: that its ratings are US figures
 * converted at the reference rate of a day, or not shown for a currency the
 * rates lack; and that its benchmark tables are in US dollars.
 */
export function benchmarkNote(mode: Mode, style: NumberStyle): string | undefined {
  if (style.perDollar === 1) return undefined;
  const rated = ratesMoney(mode);
  // A benchmark table is text written from its source: its dollar figures stay as written.
  const tables = mode.outputs.some(
    (o) => o.kind === 'table' && o.rows.some((row) => row.cells.some((c) => 'text' in c && c.text.includes('$'))),
  );
  if (!rated && !tables) return undefined;
  const tablesSay = tables ? ' Benchmark tables are in US dollars.' : '';
  if (!rated) return `Benchmarks are US figures.${tablesSay}`;
  if (style.perDollar === undefined)
    return `Benchmarks are US figures in US dollars, and there is no reference rate for ${style.setting.currency}, so no rating is shown.${tablesSay}`;
  return `Benchmarks are US figures, converted at the reference rate of ${dayOf(style.ratesDate!)}.${tablesSay}`;
}
