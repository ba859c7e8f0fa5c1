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
 *   (./benchmark-note.ts); where the rates lack the currency, a table's
 *   figures stay in US dollars, as that note says.
 * Definitions speak of money in three written forms, and only these, which
 * the style fills: "$1.50" (an amount), "50 cents" (an amount under a
 * dollar) and "dollar" (the unit: "every dollar invested"). In another
 * currency the first two are figures in it ("0,43 €"), the third is its
 * unit's name ("every euro invested", "each sales pound"). In en-US dollars
 * every text is as the spec writes it.
 */
import { defaultStyle, formatValue, type CalcSuccess, type DisplayOutput, type Mode, type NumberStyle } from '../../engine/runtime';
import { ratesMoney } from '../../engine/worked';

/** "$1,500", "$1.50", "$5": a US-dollar amount as a definition writes it. */
const DOLLARS = /\$(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g;
/** "50 cents", "5 cent": an amount under a dollar as a definition writes it. */
const CENTS = /\b(\d+(?:\.\d+)?) cents?\b/g;
/** "dollar": the unit, as in "every dollar invested" or "each sales dollar". */
const DOLLAR = /\bdollar\b/g;

/** The name of one unit of `currency` in English, without its country ("euro", "pound", "yen", "rupee"). */
function unitName(currency: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
    maximumFractionDigits: 0,
  }).formatToParts(1);
  return (
    parts
      .find((part) => part.type === 'currency')
      ?.value.split(' ')
      .at(-1) ?? currency
  );
}

/**
 * Each dollar amount of `text` written by `write` (its value, and its decimals as written). A text may be missing,
 * where the definition's texts could not be loaded (src/calculator/definition-texts.ts): it stays missing.
 */
function amounts(text: string, write: (value: number, decimals: number) => string, unit: string): string {
  return text
    ?.replace(DOLLARS, (whole, units: string, fraction = '') => {
      const value = Number(units.replace(/,/g, '') + fraction);
      return write(value, fraction ? fraction.length - 1 : 0) || whole;
    })
    .replace(CENTS, (whole, cents: string) => write(Number(cents) / 100, 2) || whole)
    .replace(DOLLAR, unit);
}

/** What turns a text's dollar amounts into the visitor's currency, as written or converted. */
interface Localise {
  asWritten(text: string): string;
  converted(text: string): string;
}

const localisers = new WeakMap<NumberStyle, Localise>();

function localiser(style: NumberStyle): Localise {
  let made = localisers.get(style);
  if (!made) localisers.set(style, (made = makeLocaliser(style)));
  return made;
}

function makeLocaliser(style: NumberStyle): Localise {
  const money = (value: number, decimals: number) => formatValue(value, { style: 'currency', decimals }, style) ?? '';
  const rate = style.perDollar;
  const unit = unitName(style.setting.currency);
  return {
    asWritten: (text) => amounts(text, money, unit),
    // A converted figure keeps the cents it has, and whole figures stay whole ("$50" is "£37.38", "$100" is "¥15,202").
    converted: (text) =>
      rate === undefined
        ? text
        : amounts(text, (value) => money(value * rate, Number.isInteger(Math.round(value * rate * 100) / 100) ? 0 : 2), unit),
  };
}

function localOutput(output: DisplayOutput, local: Localise): DisplayOutput {
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
    const localise = localiser(style);
    // A mode that rates money reads US-dollar thresholds, and one with assumed prices names them (engine/assumed.ts):
    // their figures are converted; any other's readings speak of its own amounts.
    const reading = ratesMoney(mode) || mode.assumed ? localise.converted : localise.asWritten;
    local = {
      ...result,
      outputs: result.outputs.map((output) => localOutput(output, localise)),
      band: result.band && { ...result.band, text: reading(result.band.text) },
      tips: result.tips && { title: reading(result.tips.title), items: result.tips.items.map(reading) },
    };
    byStyle.set(style, local);
  }
  return local;
}

/** `text` (a label a plan shows apart from a result) with its dollar amounts and words in `style`'s currency, as written. */
export function asWrittenIn(text: string, style: NumberStyle): string {
  return style === defaultStyle ? text : localiser(style).asWritten(text);
}
