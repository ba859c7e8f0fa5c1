/**
 * A number style: how one locale writes numbers and one currency's amounts,
 * made once per locale and currency (never per call) from `Intl`, and read
 * by every format and every parse, so what a page shows and what it reads
 * back cannot drift apart (engine/formats.ts, engine/parse.ts).
 *
 * en-US and US dollars are the default: the spec's strings, and what the
 * pre-rendered pages show.
 */
import { FAST_LIMIT, writeDigits } from './digits';
import { learnCurrency, learnMarks, learnPercent, learnPlain, type Marks, type SignedAffixes } from './marks';

/** A visitor's locale (BCP 47, "de-DE") and currency (ISO 4217, "EUR"). */
export interface NumberSetting {
  locale: string;
  currency: string;
}

/** The spec's locale and currency, and the pre-rendered pages'. */
export const DEFAULT_SETTING: Readonly<NumberSetting> = { locale: 'en-US', currency: 'USD' };

/** How one locale writes numbers and one currency's amounts. */
export interface NumberStyle {
  /** The locale and currency it was made for (an unknown one is replaced by the default's). */
  readonly setting: Readonly<NumberSetting>;
  readonly marks: Marks;
  /** The currency's symbol as the locale writes it: "$", "£", "€", "￥", "CA$". */
  readonly currencySymbol: string;
  /** The currency's usual decimals: 2 for USD and EUR, 0 for JPY. */
  readonly currencyDecimals: number;
  /** Around an amount of money. */
  readonly money: SignedAffixes;
  /** Around a percentage ("%" en-US, " %" de-DE). */
  readonly percent: SignedAffixes;
  /** Around a number without a unit: its signs. */
  readonly plain: SignedAffixes;
  /** The digits of a non-negative `value` already rounded to `decimals`, grouped, with the locale's marks. */
  digits(value: number, decimals: number): string;
}

/** Values the fast digits are held to when a style is made. */
const PROBES = [0, 7, 12.5, 999.99, 1000, 1234.5, 12345.678, 123456.7, 1234567.891, 98765432.1, 100000000000.25];

/** The locale `Intl` supports for `locale`, or undefined when it knows none. */
function supportedLocale(locale: string): string | undefined {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0];
  } catch {
    return undefined;
  }
}

/** Whether `Intl` knows `currency` as an ISO 4217 code. */
function knownCurrency(currency: string): boolean {
  if (!/^[A-Z]{3}$/.test(currency)) return false;
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return true;
  } catch {
    return false;
  }
}

function makeStyle(setting: NumberSetting): NumberStyle {
  const marks = learnMarks(setting.locale);
  const currency = learnCurrency(setting.locale, setting.currency);
  const symbol =
    new Intl.NumberFormat(setting.locale, { style: 'currency', currency: setting.currency })
      .formatToParts(1)
      .find((p) => p.type === 'currency')?.value ?? setting.currency;
  const intl = new Map<number, Intl.NumberFormat>();
  const slow = (value: number, decimals: number) => {
    let formatter = intl.get(decimals);
    if (!formatter) {
      formatter = new Intl.NumberFormat(setting.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      intl.set(decimals, formatter);
    }
    return formatter.format(value);
  };
  const fastAgrees = [0, 2].every((decimals) =>
    PROBES.every((probe) => {
      const rounded = Number(probe.toFixed(decimals));
      return rounded >= FAST_LIMIT || writeDigits(rounded, decimals, marks) === slow(rounded, decimals);
    }),
  );
  return {
    setting,
    marks,
    currencySymbol: symbol,
    currencyDecimals: currency.decimals,
    money: currency.affixes,
    percent: learnPercent(setting.locale),
    plain: learnPlain(setting.locale),
    digits: fastAgrees ? (value, decimals) => (value < FAST_LIMIT ? writeDigits(value, decimals, marks) : slow(value, decimals)) : slow,
  };
}

const styles = new Map<string, NumberStyle>();
/** The default's style, looked up on every default call: kept apart from the map. */
let defaultStyle: NumberStyle | undefined;

/**
 * The style of `setting`, made on first use and kept. A locale `Intl` does
 * not know is en-US, and a currency it does not know is USD: the page then
 * shows what it can write, never a broken number.
 */
export function numberStyle(setting: Readonly<NumberSetting> = DEFAULT_SETTING): NumberStyle {
  if (setting === DEFAULT_SETTING) return (defaultStyle ??= makeStyle(DEFAULT_SETTING));
  const key = `${setting.locale}|${setting.currency}`;
  let style = styles.get(key);
  if (!style) {
    const locale = supportedLocale(setting.locale) ?? DEFAULT_SETTING.locale;
    const currency = knownCurrency(setting.currency) ? setting.currency : DEFAULT_SETTING.currency;
    style = makeStyle({ locale, currency });
    styles.set(key, style);
  }
  return style;
}
