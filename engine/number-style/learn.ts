/**
 * Number styles of any locale and currency, learned once each (never per
 * call) from `Intl`, so no locale data is shipped. Only a page whose visitor
 * uses another locale or currency than en-US dollars loads this
 * (./style.ts has that default written out).
 */
import { FAST_LIMIT, writeDigits } from './digits';
import { learnCurrency, learnMarks, learnPercent, learnPlain, type Marks } from './marks';
import { perDollar, referenceRates } from './reference-rates';
import { DEFAULT_SETTING, defaultStyle, type NumberSetting, type NumberStyle, type Reading } from './style';
import { escapeRegExp } from '../escape-regexp';

/** Values the fast digits are held to when a style is made. */
const PROBES = [0, 7, 12.5, 999.99, 1000, 1234.5, 12345.678, 123456.7, 1234567.891, 98765432.1, 100000000000.25];
/** Spaces a pasted figure may group digits with where the locale groups with a space (fr-FR: U+202F). */
const SPACES = ' \u00a0\u202f';

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

/** How a style reads pasted figures: its grouping (any space where it groups with one), its decimal mark, its currency. */
function readingOf(marks: Marks, symbol: string, currency: string): Reading {
  const groupMarks = SPACES.includes(marks.group) ? SPACES : marks.group === '\u2019' ? "\u2019'" : marks.group;
  const sizes = marks.secondary === marks.primary ? `\\d{${marks.primary}}` : `(?:\\d{${marks.primary}}|\\d{${marks.secondary}})`;
  const symbols = [...new Set([symbol, currency, '$'])].map(escapeRegExp).join('|');
  return {
    group: new RegExp(`[${escapeRegExp(groupMarks)}](?=${sizes}(\\D|$))`, 'g'),
    decimal: marks.decimal === '.' ? undefined : new RegExp(escapeRegExp(marks.decimal)),
    symbol: new RegExp(`^([+-]?)\\s*(?:${symbols})\\s*|\\s*(?:${symbols})$`),
  };
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
  const style: NumberStyle = {
    setting,
    marks,
    currencySymbol: symbol,
    currencyDecimals: currency.decimals,
    perDollar: perDollar(setting.currency),
    ratesDate: setting.currency === 'USD' ? undefined : referenceRates.date,
    money: currency.affixes,
    percent: learnPercent(setting.locale),
    plain: learnPlain(setting.locale),
    reading: readingOf(marks, symbol, setting.currency),
    digits: fastAgrees ? (value, decimals) => (value < FAST_LIMIT ? writeDigits(value, decimals, marks) : slow(value, decimals)) : slow,
  };
  return style;
}

const styles = new Map<string, NumberStyle>();

/**
 * The style of `setting`, learned on first use and kept. A locale `Intl`
 * does not know is en-US, and a currency it does not know is USD: the page
 * then shows what it can write, never a broken number. en-US dollars are
 * ./style.ts's `defaultStyle` itself.
 */
export function learnLocaleStyle(setting: Readonly<NumberSetting>): NumberStyle {
  const key = `${setting.locale}|${setting.currency}`;
  let style = styles.get(key);
  if (!style) {
    const locale = supportedLocale(setting.locale) ?? DEFAULT_SETTING.locale;
    const currency = knownCurrency(setting.currency) ? setting.currency : DEFAULT_SETTING.currency;
    style = locale === DEFAULT_SETTING.locale && currency === DEFAULT_SETTING.currency ? defaultStyle : makeStyle({ locale, currency });
    styles.set(key, style);
  }
  return style;
}
