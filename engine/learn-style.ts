/**
 * A visitor's number style with what it converts: the locale's and
 * currency's marks, learned from `Intl` (./number-style/learn.ts, which
 * knows nothing of benchmarks), and, in a currency other than US dollars,
 * the conversion of the definitions' US-dollar thresholds and assumed
 * prices at the reference rates (./benchmarks.ts, ./assumed.ts). The façade
 * the number setting's code (src/number-setting/) loads, apart from the
 * card: an en-US visitor loads none of it.
 */
import { localAssumed } from './assumed';
import { stepsIn } from './benchmarks';
import type { Mode } from './definition';
import { learnLocaleStyle } from './number-style/learn';
import { DEFAULT_SETTING, type AssumedPrices, type NumberSetting, type NumberStyle } from './number-style/style';

const styles = new WeakMap<NumberStyle, NumberStyle>();

/**
 * The style of `setting`, learned on first use and kept (the same object for the same setting). In US dollars
 * (en-US's, en-GB's) it reads money thresholds as written; in another currency, converted.
 */
export function learnStyle(setting: Readonly<NumberSetting>): NumberStyle {
  const learned = learnLocaleStyle(setting);
  if (learned.setting.currency === DEFAULT_SETTING.currency) return learned;
  let style = styles.get(learned);
  if (!style) {
    const converting: NumberStyle = {
      ...learned,
      scaleIn: (mode, id, steps) => stepsIn(mode as Mode, id, steps, converting),
      assumedIn: <M extends object>(mode: M) => localAssumed(mode as unknown as Mode, converting) as unknown as AssumedPrices<M>,
    };
    styles.set(learned, (style = converting));
  }
  return style;
}

export { referenceRates } from './number-style/reference-rates';
// What the number setting's own code writes outside the islands (src/number-setting/): an article's figures, a link's currency.
export { currencyName, moneyWords } from './number-style/money-words';
