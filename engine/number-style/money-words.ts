/**
 * Money as the definitions write it in their texts, in the visitor's
 * currency. Definitions speak of money in three written forms, and only
 * these (engine/check.ts refuses others): "$1.50" (an amount), "50 cents"
 * (an amount under a dollar) and "dollar" (the unit: "every dollar
 * invested"). In another currency the first two are figures in it
 * ("0,43 €"), the third is its unit's name ("every euro invested", "each
 * sales pound"). An amount is either the calculation's own, in the
 * visitor's currency as written ("at $1.50 CPC" is "at 1,50 €"), or a US
 * benchmark, converted at the reference rate ("under $50" is "under
 * 43 €"), and, where the page shows the figure's source, followed by it:
 * "0,43 € ($0.50)". A converted figure is rounded as the thresholds of the
 * quantity it speaks of are (engine/benchmarks.ts), so a cost per
 * engagement's "under 5 cents", shown to a tenth of a cent, reads "under
 * 0,043 €" beside a band that starts at 0,043 €.
 */
import { formatValue } from '../formats';
import { convertedFigure } from './converted-figure';
import { defaultStyle, type NumberStyle } from './style';

/** "$1,500", "$1.50", "$5": a US-dollar amount as a definition writes it. */
const DOLLARS = /\$(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g;
/** "50 cents", "5 cent": an amount under a dollar as a definition writes it. */
const CENTS = /\b(\d+(?:\.\d+)?) cents?\b/g;
/** "dollar": the unit, as in "every dollar invested" or "each sales dollar". */
const DOLLAR = /\bdollar\b/g;

/**
 * Whether `text` holds an amount of money as a definition writes it ("$0.50", "50 cents"): what a table or note
 * shows in the visitor's currency once the style is known. `search`, not `test`: the patterns are global.
 */
export const holdsAmount = (text: string): boolean => text.search(DOLLARS) >= 0 || text.search(CENTS) >= 0;

/** `currency`'s name in English, as `Intl` gives it for `count` of it ("US dollars", "euro"); its code if `Intl` lacks it. */
function nameOf(currency: string, count: number): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'name', maximumFractionDigits: 0 });
    return format.formatToParts(count).find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** "US dollars", "euros", "Japanese yen": what an amount of `currency` (ISO 4217) is in, in English. */
export const currencyName = (currency: string): string => nameOf(currency, 2);

/** The name of one unit of `currency` in English, without its country ("euro", "pound", "yen", "rupee"). */
export const unitName = (currency: string): string => nameOf(currency, 1).split(' ').at(-1) ?? currency;

/** Writes an amount: its value in US dollars, its decimals as written, and the text it was written as. */
type WriteAmount = (value: number, decimals: number, written: string) => string;

/**
 * Each dollar amount of `text` written by `write`, and the unit's word as `unit`. A text may be missing, where the
 * definition's texts could not be loaded (src/card-parts/definition-texts.ts): it stays missing.
 */
function amounts(text: string, write: WriteAmount, unit: string): string {
  return text
    ?.replace(DOLLARS, (whole, units: string, fraction = '') => {
      const value = Number(units.replace(/,/g, '') + fraction);
      return write(value, fraction ? fraction.length - 1 : 0, whole) || whole;
    })
    .replace(CENTS, (whole, cents: string) => write(Number(cents) / 100, 2, whole) || whole)
    .replace(DOLLAR, unit);
}

/** What turns a text's dollar amounts into a style's currency. */
export interface MoneyWords {
  /** Amounts of the calculation's own, in the visitor's currency as written: "at $1.50 CPC" is "at 1,50 €". */
  asWritten(text: string): string;
  /** US benchmarks, converted at the reference rate to the cent: "under $50" is "under 43 €"; as written where the rates lack the currency. */
  converted(text: string): string;
  /**
   * US benchmarks converted as the thresholds of a quantity shown with `decimals` (written for dollars: 3 for a cost
   * per engagement's tenth of a cent) are: "under 5 cents" is "under 0,043 €"; as written where the rates lack the
   * currency. `converted` is `convertedTo(2)`.
   */
  convertedTo(decimals: number): (text: string) => string;
  /** US benchmarks converted, each followed by its US figure: "Below $0.50" is "Below 0,43 € ($0.50)"; as written without a rate. */
  withSource(text: string): string;
}

const made = new WeakMap<NumberStyle, MoneyWords>();

function makeMoneyWords(style: NumberStyle): MoneyWords {
  const money = (value: number, decimals: number) => formatValue(value, { style: 'currency', decimals }, style) ?? '';
  const rate = style.perDollar;
  const unit = unitName(style.setting.currency);
  // A converted figure is rounded as a threshold shown with `shown` decimals is, or to the figure's own where it is
  // written finer ("$0.050"); whole figures stay whole ("$50" is "£37.38", "$100" is "¥15,202").
  const convertAt =
    (shown: number): WriteAmount =>
    (value, writtenDecimals) => {
      const decimals = Math.max(shown, writtenDecimals);
      const figure = convertedFigure(value, decimals, style)!;
      return money(figure, Number.isInteger(figure) ? 0 : decimals);
    };
  const convertedTo = (shown: number) => (text: string) => (rate === undefined ? text : amounts(text, convertAt(shown), unit));
  const toSource: WriteAmount = (value, decimals, written) => `${convertAt(2)(value, decimals, written)} (${written})`;
  return {
    asWritten: (text) => amounts(text, money, unit),
    converted: convertedTo(2),
    convertedTo,
    withSource: (text) => (rate === undefined ? text : amounts(text, rate === 1 ? convertAt(2) : toSource, 'dollar')),
  };
}

/** The money words of `style`, made once per style; texts stay as written in the default style (en-US dollars). */
export function moneyWords(style: NumberStyle): MoneyWords {
  if (style === defaultStyle) return asTheSpecWrites;
  let words = made.get(style);
  if (!words) made.set(style, (words = makeMoneyWords(style)));
  return words;
}

const same = (text: string) => text;
/** The default style's: every text as the spec writes it. */
const asTheSpecWrites: MoneyWords = { asWritten: same, converted: same, convertedTo: () => same, withSource: same };
