/**
 * The number setting's slice of an address (src/number-setting/): `cur=EUR`
 * names the currency a link's amounts are in, `num=de-DE` the number format
 * its sender saw. US dollars and en-US are the defaults and are not written.
 */
import { SETTING_PARAMETERS } from '../../contract/number-setting-names';
import { DEFAULT_SETTING, type NumberSetting } from '../../engine/runtime';
import { ownsSetting } from './owners';
import type { AddressSlice } from './slice';

const CURRENCY = /^[A-Z]{3}$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The currency (ISO 4217) and number format (BCP 47) an address names; a part it does not name, or names wrongly, is left out. */
export const settingSlice: AddressSlice<Partial<NumberSetting>> = {
  owns: ownsSetting,
  decode(params) {
    const currency = params.get(SETTING_PARAMETERS.currency)?.toUpperCase();
    const locale = params.get(SETTING_PARAMETERS.locale) ?? undefined;
    return {
      ...(currency && CURRENCY.test(currency) ? { currency } : {}),
      ...(locale && LOCALE.test(locale) ? { locale } : {}),
    };
  },
  encode({ currency, locale }) {
    const params = new URLSearchParams();
    if (currency && currency !== DEFAULT_SETTING.currency) params.set(SETTING_PARAMETERS.currency, currency);
    if (locale && locale !== DEFAULT_SETTING.locale) params.set(SETTING_PARAMETERS.locale, locale);
    return params;
  },
};
