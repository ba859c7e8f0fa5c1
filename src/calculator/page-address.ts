/**
 * The one owner of a calculator's state in the page's address: read once,
 * when the page opens, and written after every change, both through the
 * engine's codec (engine/page-state.ts). Explorers never read the address;
 * they get their slice of the state from the form that holds it.
 */
import type { CalculatorCore, NumberStyle } from '../../engine/runtime';
import { defaultStyle, isPlanParameter, pageStateCodec, type AddressState, type PageState } from '../../engine/runtime';
import { replaceQuery } from '../address';
import { SETTING_PARAMETERS } from '../../contract/number-setting-names';
import { numberTools } from '../number-setting/current';

let opened: { definition: CalculatorCore; search: string; state: AddressState | undefined } | undefined;

/**
 * The state the address held when the page opened; undefined for a plain
 * visit. Read after hydration (the pre-rendered page is the same for every
 * address), once for the card and its forms together.
 */
export function openingPageState(definition: CalculatorCore): AddressState | undefined {
  const search = window.location.search;
  if (opened?.definition !== definition || opened.search !== search)
    opened = { definition, search, state: pageStateCodec(definition).decode(search) };
  return opened.state;
}

/** Whether the page was opened from a plan ("Use this result in…" on another calculator's page). */
export function openedFromPlan(): boolean {
  return new URLSearchParams(window.location.search).has('plan');
}

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
  if (style === defaultStyle) return writeState(definition, state, new URLSearchParams());
  const { addressState, settingParams } = numberTools.retyping!;
  writeState(definition, addressState(definition, state, style), settingParams(style));
}

/** Writes `state`, and the number setting's parameters `setting`, in the address unless it says the same already. */
function writeState(definition: CalculatorCore, state: PageState, setting: URLSearchParams): void {
  const codec = pageStateCodec(definition);
  const search = window.location.search;
  const query = codec.encode(state);
  const opened = new URLSearchParams(search);
  const sameSetting = Object.values(SETTING_PARAMETERS).every((name) => opened.get(name) === setting.get(name));
  if (codec.encode(codec.decode(search)) === query && sameSetting) return;
  const params = new URLSearchParams(query);
  for (const [name, value] of setting) params.set(name, value);
  for (const [name, value] of opened) if (isPlanParameter(name)) params.append(name, value);
  const next = params.toString();
  replaceQuery(next === '' ? '' : `?${next}`);
}
