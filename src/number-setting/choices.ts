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

/** Every currency the browser knows, most used first, each "EUR · Euro"; USD alone where it knows none. */
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
    others: codes.filter((code) => !MOST_USED_CURRENCIES.includes(code)).map(choice),
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
