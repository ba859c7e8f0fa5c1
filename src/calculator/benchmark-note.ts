/**
 * What a result says of its benchmarks in a currency other than US dollars
 * (issue 28: benchmarks stay honest). The bands, tips and tables of money
 * outputs are US-dollar figures from US sources: converted at the dated
 * reference rates where the rates have the currency (engine/benchmarks.ts),
 * and not applied where they do not.
 */
import type { Mode, NumberStyle } from '../../engine/runtime';
import { bandsIn, compactValue, holdsAmount, ratesMoney } from '../../engine/worked';
import { dayOf } from '../number-setting/rates-day';

/**
 * Each converted threshold of a mode's money bands with the US figure it comes from, as the band scale shows it:
 * ": £7.48 ($10), £37.38 ($50)"; empty for a mode whose bands are not money or not converted.
 */
function thresholds(mode: Mode, style: NumberStyle): string {
  const converted = bandsIn(mode, style);
  const output = mode.outputs.find((o) => o.id === mode.bands?.of);
  if (!converted || converted === mode.bands || output?.kind !== 'value') return '';
  const pairs = mode.bands!.steps.flatMap((step, i) => {
    const from = converted.steps[i]?.from;
    if (step.from === undefined || from === undefined) return [];
    return [`${compactValue(from, output.format, style)} (${compactValue(step.from, output.format)})`];
  });
  return pairs.length > 0 ? `: ${pairs.join(', ')}` : '';
}

/**
 * The note beside a mode's result in `style`, or undefined in US dollars and
 * for a mode without money benchmarks: that its ratings are US figures
 * converted at the reference rate of a day, each threshold with its US
 * figure; or, for a currency the rates lack, that no rating is shown and
 * its benchmark tables are in US dollars. The one place a result shows
 * dollars to a visitor in another currency.
 */
export function benchmarkNote(mode: Mode, style: NumberStyle): string | undefined {
  if (style.perDollar === 1) return undefined;
  const rated = ratesMoney(mode);
  // A benchmark table's figures are converted with the readings (./local-texts.ts), where the rates have the currency.
  const tables = mode.outputs.some(
    (o) => o.kind === 'table' && o.rows.some((row) => row.cells.some((c) => 'text' in c && holdsAmount(c.text))),
  );
  if (!rated && !tables) return undefined;
  if (style.perDollar !== undefined)
    return `Benchmarks are US figures, converted at the reference rate of ${dayOf(style.ratesDate!)}${thresholds(mode, style)}.`;
  const tablesSay = tables ? ' Benchmark tables are in US dollars.' : '';
  if (!rated) return `Benchmarks are US figures.${tablesSay}`;
  return `Benchmarks are US figures in US dollars, and there is no reference rate for ${style.setting.currency}, so no rating is shown.${tablesSay}`;
}
