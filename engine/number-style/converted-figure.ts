/**
 * The one rounding of a converted US-dollar figure. Apart from the rates
 * table (./reference-rates.ts), which is read at first paint, before any
 * format is: a table that brought the formats with it was split into a
 * file of its own on every page. The client build puts this module with
 * the number tools (scripts/client-chunks.ts).
 */
import { shownValue } from '../formats';
import type { NumberStyle } from './style';

/**
 * A US-dollar figure of a definition (a benchmark's threshold, an amount in its texts, an assumed price) in `style`'s
 * currency: converted at the reference rate and rounded as an amount shown with `decimals` is shown there. `decimals`
 * are written for dollars, as a format's are (2 is a cent, 3 a tenth of one), and engine/formats.ts moves them to the
 * currency's minor unit: a CPE's $0.05, shown to a tenth of a cent, is 0,043 € (not 0,04 €) and ¥8. Undefined where the
 * rates lack the currency. The one rounding of a converted figure, so that a band, its reading and its note agree.
 */
export function convertedFigure(dollars: number, decimals: number, style: NumberStyle): number | undefined {
  const rate = style.perDollar;
  return rate === undefined ? undefined : shownValue(dollars * rate, { style: 'currency', decimals }, style);
}
