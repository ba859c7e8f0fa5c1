/**
 * A number style: how one locale writes numbers and one currency's amounts,
 * read by every format and every parse (engine/formats.ts, engine/parse.ts),
 * so what a page shows and what it reads back cannot drift apart.
 *
 * The default, en-US and US dollars, is written out here: the spec's
 * strings, and what pre-rendered pages and most visitors use, with nothing
 * to learn at run time. Any other locale and currency is learned from `Intl`
 * by ./learn.ts, which only a page that needs one loads;
 * tests/unit/engine/number-style.test.ts holds this default to what
 * ./learn.ts learns for en-US and USD.
 */
import { FAST_LIMIT, writeDigits } from './digits';
import type { Marks, SignedAffixes } from './marks';
import type { ScaleStep } from '../scale';

/** A visitor's locale (BCP 47, "de-DE") and currency (ISO 4217, "EUR"). */
export interface NumberSetting {
  locale: string;
  currency: string;
}

/** The spec's locale and currency, and the pre-rendered pages'. */
export const DEFAULT_SETTING: Readonly<NumberSetting> = { locale: 'en-US', currency: 'USD' };

/** How a style reads typed and pasted figures (engine/parse.ts). */
export interface Reading {
  /** A grouping mark before a whole group of digits ("," before "500" in "2,500"). */
  group: RegExp;
  /** The decimal mark, where it is not ".". */
  decimal?: RegExp;
  /** A currency symbol or code at the start (after any sign, captured) or at the end. */
  symbol: RegExp;
}

/**
 * A mode's assumed prices in a currency, by name, and the mode a calculation runs: the same, or, where the rates
 * lack the currency, without the outputs that read a price (no prices then).
 */
export interface AssumedPrices<M = object> {
  mode: M;
  prices?: Readonly<Record<string, number>>;
}

/** How one locale writes numbers and one currency's amounts. */
export interface NumberStyle {
  /** The locale and currency it is for (an unknown one is replaced by the default's). */
  readonly setting: Readonly<NumberSetting>;
  readonly marks: Marks;
  /** The currency's symbol as the locale writes it: "$", "£", "€", "￥", "CA$". */
  readonly currencySymbol: string;
  /** The currency's usual decimals: 2 for USD and EUR, 0 for JPY. */
  readonly currencyDecimals: number;
  /**
   * Units of the currency per US dollar at the reference rates (./reference-rates.ts), by which the US-dollar
   * benchmarks convert (engine/benchmarks.ts): 1 for USD; undefined for a currency the rates do not cover.
   */
  readonly perDollar: number | undefined;
  /** The day (ISO 8601) of the reference rates `perDollar` comes from, where it converts: undefined in US dollars. */
  readonly ratesDate?: string;
  /**
   * A scale's thresholds on quantity `id` of a mode as this style reads them (engine/benchmarks.ts): money's
   * US-dollar thresholds converted, undefined where the rates lack the currency. Absent in US dollars, where every
   * threshold reads as written; so a page's first load carries none of it.
   */
  scaleIn?<T extends ScaleStep>(mode: object, id: string, steps: readonly T[]): readonly T[] | undefined;
  /**
   * A mode's assumed prices (engine/assumed.ts) in this currency: converted at the reference rate, or, where the
   * rates lack the currency, the outputs that read one, which are then not shown. Absent in US dollars, where each
   * reads as written; so a page's first load carries none of it.
   */
  assumedIn?<M extends object>(mode: M): AssumedPrices<M>;
  /** Around an amount of money. */
  readonly money: SignedAffixes;
  /** Around a percentage ("%" en-US, " %" de-DE). */
  readonly percent: SignedAffixes;
  /** Around a number without a unit: its signs. */
  readonly plain: SignedAffixes;
  readonly reading: Reading;
  /** The digits of a non-negative `value` already rounded to `decimals`, grouped, with the locale's marks. */
  digits(value: number, decimals: number): string;
}

const US_MARKS: Marks = { decimal: '.', group: ',', minus: '-', primary: 3, secondary: 3, groupsFour: true };
let usBeyondFast: Map<number, Intl.NumberFormat> | undefined;

/** en-US and US dollars: "$1,234.57", "-$1,234.57", "12.34%", "4.50:1", as the spec writes them. */
export const defaultStyle: NumberStyle = {
  setting: DEFAULT_SETTING,
  marks: US_MARKS,
  currencySymbol: '$',
  currencyDecimals: 2,
  perDollar: 1,
  // Written out rather than made by a function: a call at the top of a module is a side effect to the bundler, and
  // every module importing this one (the engine's façades included) would then be kept whole in the first load.
  money: { positive: { prefix: '$', suffix: '' }, negative: { prefix: '-$', suffix: '' }, plus: { prefix: '+$', suffix: '' } },
  percent: { positive: { prefix: '', suffix: '%' }, negative: { prefix: '-', suffix: '%' }, plus: { prefix: '+', suffix: '%' } },
  plain: { positive: { prefix: '', suffix: '' }, negative: { prefix: '-', suffix: '' }, plus: { prefix: '+', suffix: '' } },
  reading: { group: /,(?=\d{3}(\D|$))/g, symbol: /^([+-]?)\s*(?:\$|USD)\s*|\s*(?:\$|USD)$/ },
  digits(value, decimals) {
    if (value < FAST_LIMIT) return writeDigits(value, decimals, US_MARKS);
    usBeyondFast ??= new Map();
    let format = usBeyondFast.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      usBeyondFast.set(decimals, format);
    }
    return format.format(value);
  },
};
