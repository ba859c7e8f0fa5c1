/**
 * The visitor's currency and number format: which one a page uses, and
 * remembering a choice.
 *
 * A page uses, for each of the two:
 * 1. what its link names (`cur=`, `num=`: src/address/setting-slice.ts), so a link shows
 *    what its sender saw; a link with typed money and no `cur=` is in US
 *    dollars (./typed-money.ts);
 * 2. else what the visitor chose (localStorage, read through zod: an entry
 *    this code cannot read is ignored);
 * 3. else the browser's: its language's locale, and the currency of its
 *    region (country-to-currency: en-GB gives GBP, de-DE EUR, ja-JP JPY,
 *    en-IN INR, pt-BR BRL); en-US, and a region without a currency, give USD.
 */
import '../zod-config';
import countryToCurrency from 'country-to-currency';
import * as z from 'zod/mini';
import { NUMBER_SETTING_KEY } from '../../contract/number-setting-script';
import { DEFAULT_SETTING, type NumberSetting } from '../../engine/runtime';
import { settingSlice } from '../address/setting-slice';

const settingSchema = z.object({
  locale: z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});

const currencies: Record<string, string | undefined> = countryToCurrency;

/** The currency of a region (ISO 3166-1 alpha-2), USD where none is known. */
export function regionCurrency(region: string | undefined): string {
  return (region && currencies[region.toUpperCase()]) || DEFAULT_SETTING.currency;
}

/** The browser's setting: `language`'s locale (en-US when it has none), and its region's currency. */
export function browserSetting(language: string | undefined): NumberSetting {
  try {
    const locale = new Intl.Locale(language || DEFAULT_SETTING.locale);
    return { locale: locale.toString(), currency: regionCurrency(locale.maximize().region) };
  } catch {
    return { ...DEFAULT_SETTING };
  }
}

/** The setting the visitor chose in this browser, if one is stored and readable. */
export function storedSetting(): NumberSetting | undefined {
  try {
    const parsed = settingSchema.safeParse(JSON.parse(localStorage.getItem(NUMBER_SETTING_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the visitor's choice; false when the browser refuses to store it (the page still uses it). */
export function storeSetting(setting: NumberSetting): boolean {
  try {
    localStorage.setItem(NUMBER_SETTING_KEY, JSON.stringify(setting));
    return true;
  } catch {
    return false;
  }
}

/** The visitor's own setting: the one they chose in this browser, else their browser's (`language`). */
export function ownSetting(language: string | undefined): NumberSetting {
  return storedSetting() ?? browserSetting(language);
}

/** The setting a link names: its currency and its number format, where named (src/address/setting-slice.ts). */
export const addressSetting = (search: string): Partial<NumberSetting> => settingSlice.decode(new URLSearchParams(search));

/**
 * The setting a page opened with `search` uses: the link's, else the
 * visitor's chosen one, else the browser's (`language`), each part on its
 * own. A link with typed money (`typedMoney`) and no `cur=` is in US dollars.
 */
export function pageSetting(search: string, language: string | undefined, typedMoney: boolean): NumberSetting {
  const own = ownSetting(language);
  const linked = addressSetting(search);
  return {
    locale: linked.locale ?? own.locale,
    currency: linked.currency ?? (typedMoney ? DEFAULT_SETTING.currency : own.currency),
  };
}
