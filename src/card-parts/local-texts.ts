/**
 * A result's texts in the visitor's currency (issue 28: benchmarks stay
 * honest). Definitions write amounts the spec's way, in US dollars: "at
 * $1.50 CPC", "Revenue per $1 of Ad Spend", "under $50 per order". In
 * another currency a result shows each as it means:
 * - an amount of the calculation itself (an output's label or caption, a
 *   text output, or the readings of a ratio such as ROAS: "$2 of revenue per
 *   $1") is in the visitor's currency as written: "£1.50", "1,50 €";
 * - a money benchmark (the readings and tips of a mode that rates an amount
 *   of money, a benchmark table's cells) is a US figure, converted at the
 *   reference rate, "under £37.38 per order", as the result's note says
 *   (./benchmark-note.ts), a reading's and its tips' to the decimals of the
 *   thresholds they speak of (a cost per engagement's "under 5 cents" is
 *   "under £0.037", where its band starts); where the rates lack the
 *   currency, a table's figures stay in US dollars, as that note says.
 * The written forms of money and how a style fills them are
 * engine/number-style/money-words.ts's. In en-US dollars every text is as
 * the spec writes it.
 */
import { defaultStyle, type CalcSuccess, type DisplayOutput, type Mode, type NumberStyle } from '../../engine/runtime';
import { moneyWords, ratesMoney, thresholdDecimals, type MoneyWords } from '../../engine/worked';

function localOutput(output: DisplayOutput, local: MoneyWords): DisplayOutput {
  switch (output.kind) {
    case 'value':
      return { ...output, label: local.asWritten(output.label), caption: output.caption && local.asWritten(output.caption) };
    case 'text':
      return { ...output, label: output.label && local.asWritten(output.label), text: local.asWritten(output.text) };
    case 'table':
      return {
        ...output,
        label: local.asWritten(output.label),
        rows: output.rows.map((row) => row.map(local.converted)),
        note: output.note && local.converted(output.note),
      };
  }
}

const shown = new WeakMap<CalcSuccess, Map<NumberStyle, CalcSuccess>>();

/** `result` of `mode` as the visitor reads it in `style` (above); made once per result and style. */
export function localResult<R extends CalcSuccess>(result: R, mode: Mode, style: NumberStyle): R {
  if (style === defaultStyle) return result;
  let byStyle = shown.get(result);
  if (!byStyle) shown.set(result, (byStyle = new Map()));
  let local = byStyle.get(style) as R | undefined;
  if (!local) {
    const localise = moneyWords(style);
    // A mode that rates money reads US-dollar thresholds, and one with assumed prices names them (engine/assumed.ts):
    // their figures are converted, as the thresholds of what they rate are; any other's readings speak of its own amounts.
    const converts = ratesMoney(mode) || mode.assumed !== undefined;
    const reading = (of: string | undefined) => (converts ? localise.convertedTo(thresholdDecimals(mode, of)) : localise.asWritten);
    const tips = reading(mode.tips?.of);
    local = {
      ...result,
      outputs: result.outputs.map((output) => localOutput(output, localise)),
      band: result.band && { ...result.band, text: reading(mode.bands?.of)(result.band.text) },
      tips: result.tips && { title: tips(result.tips.title), items: result.tips.items.map((item) => tips(item)) },
    };
    byStyle.set(style, local);
  }
  return local;
}

/** `text` (a label a plan shows apart from a result) with its dollar amounts and words in `style`'s currency, as written. */
export const asWrittenIn = (text: string, style: NumberStyle): string => moneyWords(style).asWritten(text);
