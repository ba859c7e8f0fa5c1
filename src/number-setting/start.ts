/**
 * Takes the visitor's number style on a page whose head script marked it
 * pending (contract/number-setting-script.ts): the page's setting
 * (./setting.ts), learned from `Intl` (engine/learn-style.ts) and
 * made the page's (./current.ts). What shows a currency is shown once the
 * islands are hydrated and have rendered it; a setting that is en-US dollars
 * after all shows the page as it is at once. Loaded only on such pages.
 */
import { DEFAULT_SETTING } from '../../engine/runtime';
import { learnStyle } from '../../engine/learn-style';
import * as retyping from './address';
import { carriesTypedMoney } from './typed-money';
import { NUMBERS_ATTRIBUTE } from '../../contract/number-setting-names';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../hydration';
import { setCurrentStyle } from './current';
import { showLinkCurrency } from './link-currency-note';
import { showArticleMoney } from './article-money';
import { ownSetting, pageSetting } from './setting';
import { currentPath } from '../address/read';

/** Shows what depends on the visitor's currency and number format, hidden until it is right (index.html). */
export function showNumbers(): void {
  document.documentElement.setAttribute(NUMBERS_ATTRIBUTE, 'ready');
}

/**
 * Shows it once the islands have rendered the page's style: when they are hydrated (hydration renders a store that
 * changed before it again at once), and a task after a change (React renders a store's change in a microtask).
 */
function showWhenRendered(): void {
  const show = () => setTimeout(showNumbers, 0);
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) show();
  else window.addEventListener(HYDRATED_EVENT, show, { once: true });
}

/**
 * Makes the visitor's setting the page's, and shows it once rendered; at once when it is en-US dollars. `search` is
 * the address's query as the page opened: the page writes its own state into the address as it goes.
 */
export function startNumbers(search: string): void {
  const typedMoney = carriesTypedMoney(currentPath(), search);
  const setting = pageSetting(search, navigator.language, typedMoney);
  const own = ownSetting(navigator.language).currency;
  // The page says why its amounts are not in the visitor's currency.
  if (typedMoney && setting.currency !== own) showLinkCurrency(setting.currency, own);
  const isDefault = setting.locale === DEFAULT_SETTING.locale && setting.currency === DEFAULT_SETTING.currency;
  if (isDefault) return showNumbers();
  const style = learnStyle(setting);
  showArticleMoney(style);
  if (setCurrentStyle(style, retyping)) showWhenRendered();
  else showNumbers();
}
