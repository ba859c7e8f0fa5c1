/**
 * What the currency and number-format pickers offer: every ISO 4217 currency
 * the browser knows (`Intl.supportedValuesOf('currency')`), the most used
 * first, and the common ways of writing numbers, each shown by example
 * ("1.234,56 · Deutsch (Deutschland)"). Names come from `Intl.DisplayNames`,
 * so no list of names is shipped.
 */
import { DEFAULT_SETTING } from '../../engine/runtime';

/** The currencies most marketers work in, first in the picker (by share of world payments and ad spend). */
export const MOST_USED_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'CAD', 'AUD', 'INR', 'BRL', 'MXN', 'CHF', 'SEK', 'KRW', 'SGD'];

/**
 * Currencies `Intl` still lists though the euro has replaced them, each with its successor: the Bulgarian lev since
 * 1 January 2026, the Croatian kuna since 1 January 2023 (the Council of the EU's decisions of 8 July 2025 and
 * 12 July 2022). The picker does not offer them and the reference rates hold none, and a visitor in Bulgaria or Croatia
 * gets euros from their region (country-to-currency). An old link naming one (`cur=BGN`) still opens in it, as a link
 * names its sender's currency, and reads as any currency without a reference rate does: its amounts as typed, in leva,
 * and no money rating, which the result's note says; the picker then proposes the successor.
 */
export const REPLACED_CURRENCIES: Readonly<Record<string, string>> = { BGN: 'EUR', HRK: 'EUR' };

/** The currency the picker proposes for `currency`: the successor of one the euro replaced, else itself. */
export const offeredCurrency = (currency: string): string => REPLACED_CURRENCIES[currency] ?? currency;

/** Number formats offered, by locale: the common ways of grouping digits and marking decimals. */
export const NUMBER_LOCALES = [
  'en-US',
  'en-GB',
  'en-IN',
  'de-DE',
  'de-CH',
  'fr-FR',
  'es-ES',
  'es-MX',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'sv-SE',
  'pl-PL',
  'tr-TR',
  'ja-JP',
  'zh-CN',
  'ko-KR',
];

/** One option of a picker. */
export interface Choice {
  value: string;
  label: string;
}

/** Every currency the browser knows but those the euro replaced, most used first, each "EUR · Euro"; USD alone where it knows none. */
export function currencyChoices(): { mostUsed: Choice[]; others: Choice[] } {
  let codes: string[] = [DEFAULT_SETTING.currency];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    // An older browser: US dollars, and the most used, are still offered.
  }
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  const choice = (code: string): Choice => ({ value: code, label: `${code} · ${names.of(code) ?? code}` });
  const known = new Set(codes);
  return {
    mostUsed: MOST_USED_CURRENCIES.filter((code) => known.has(code) || code === DEFAULT_SETTING.currency).map(choice),
    others: codes.filter((code) => !MOST_USED_CURRENCIES.includes(code) && !(code in REPLACED_CURRENCIES)).map(choice),
  };
}

/** The number formats, each by example and name: "1,234.56 · English (United States)"; `also` (the visitor's own) added when missing. */
export function localeChoices(also: string): Choice[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const locales = NUMBER_LOCALES.includes(also) ? NUMBER_LOCALES : [also, ...NUMBER_LOCALES];
  return locales.map((locale) => {
    const example = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234567.89);
    return { value: locale, label: `${example} · ${names.of(locale) ?? locale}` };
  });
}
