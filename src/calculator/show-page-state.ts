/**
 * Writing a calculator's state in the page's address, after every change,
 * through the calculator's slice of the address (src/address/calculator-slice.ts).
 * In the result's chunk (./result-chunk.ts), which the card fetches once
 * hydrated: the first load carries no code that writes the address, and a
 * calculation's state is written as its result shows.
 */
import { defaultStyle, type CalculatorCore, type NumberStyle, type PageState } from '../../engine/runtime';
import { calculatorSlice } from '../address/calculator-slice';
import { ownsSetting } from '../address/owners';
import { readAddress } from '../address/read';
import { sliceWrite } from '../address/slice';
import { addressParams, writeAddress } from '../address/write';
import { numberTools } from '../number-setting/current';

/**
 * Shows a calculator's state in the address, without a new history entry (a
 * calculation is not a new page), so a reload, back/forward or a shared link
 * shows it again. An address that already says the same is left as it is,
 * with any parameters of its own (a campaign's `utm_source`). The plan that
 * led here (engine/plan/address.ts) stays, after the calculator's state.
 * Figures typed in another `style` than en-US dollars are written the en-US
 * way, and the style's currency and number format named
 * (src/number-setting/address.ts, which comes with such a style).
 */
export function showPageState(definition: CalculatorCore, state: PageState, style: NumberStyle = defaultStyle): void {
  const slice = calculatorSlice(definition);
  // The setting's codec (src/address/setting-slice.ts) comes with a style other than en-US dollars, which alone names one.
  const tools = style === defaultStyle ? undefined : numberTools.retyping!;
  const written = tools ? tools.addressState(definition, state, style) : state;
  const setting = { owns: ownsSetting, params: tools ? tools.settingParams(style) : new URLSearchParams() };
  const sameSetting = addressParams(setting).toString() === setting.params.toString();
  if (sameSetting && slice.encode(readAddress(slice)).toString() === slice.encode(written).toString()) return;
  writeAddress([sliceWrite(slice, written), setting]);
}
