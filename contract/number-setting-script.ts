/**
 * Whether the page's numbers may differ from the pre-rendered HTML's (en-US,
 * US dollars), decided before the first paint as the colour scheme is
 * (./color-scheme-script.ts). The pre-renderer puts this script inline in
 * the head of every page with islands, and api/security.ts allows it in the
 * Content-Security-Policy by its hash: keep it a plain string with no
 * imports, read by both.
 *
 * A visitor whose browser is not in US English, who chose a setting
 * (localStorage), or who opened a link naming one (`cur=`, `num=`) gets
 * `data-numbers="pending"` on `<html>`: the stylesheet (index.html) then
 * hides what shows a currency until the islands show the visitor's
 * (src/number-setting/start.ts sets "ready"). Everyone else sees the HTML as
 * it is, with nothing to wait for.
 */
import { NUMBERS_ATTRIBUTE, SETTING_PARAMETERS } from './number-setting-names';

/** The localStorage key of the visitor's chosen currency and number format (src/number-setting/setting.ts). */
export const NUMBER_SETTING_KEY = 'marketing-calculators:numbers';

/** The script, as it appears inline in the head. */
export const numberSettingScript =
  `(function(){try{var s=null;try{s=localStorage.getItem('${NUMBER_SETTING_KEY}')}catch(e){}` +
  // The setting's parameters by their one name (src/address/setting-slice.ts owns them in the page).
  `var q=location.search;if(s||/[?&](${SETTING_PARAMETERS.currency}|${SETTING_PARAMETERS.locale})=/.test(q)||!/^en(-US)?$/i.test(navigator.language||''))` +
  `document.documentElement.setAttribute('${NUMBERS_ATTRIBUTE}','pending')}catch(e){}})()`;
