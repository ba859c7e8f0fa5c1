/**
 * A visitor's choice of currency and number format: remembered in this
 * browser (./setting.ts), made the page's at once (./current.ts: every
 * form retypes its figures and calculates again), and named in an address
 * that holds a calculation or a plan, so its link shows it too.
 */
import { learnStyle } from '../../engine/learn-style';
import type { NumberSetting, NumberStyle } from '../../engine/runtime';
import { addressHolds } from '../address/read';
import { writeAddress } from '../address/write';
import { settingSlice } from '../address/setting-slice';
import { sliceWrite } from '../address/slice';
import * as retyping from './address';
import { currentStyle, setCurrentStyle } from './current';
import { showNumbers } from './start';
import { storeSetting } from './setting';
import { showArticleMoney } from './article-money';

/** What a choice gave: the style now shown, and whether the browser let it be remembered. */
export interface Chosen {
  style: NumberStyle;
  remembered: boolean;
}

/** Makes `setting` the visitor's: remembered, shown, and named in the address where it holds anything. */
export function chooseSetting(setting: NumberSetting): Chosen {
  const remembered = storeSetting(setting);
  const style = learnStyle(setting);
  setCurrentStyle(style, retyping);
  showArticleMoney(style);
  showNumbers();
  if (addressHolds((name) => !settingSlice.owns(name))) writeAddress([sliceWrite(settingSlice, style.setting)], 'after');
  return { style, remembered };
}

/** The setting the page shows now. */
export const shownSetting = (): NumberSetting => currentStyle().setting;
