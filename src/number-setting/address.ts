/**
 * The number setting in a page's address, and the inputs there written so
 * that any visitor reads them as their sender meant.
 *
 * - `cur=EUR` names the currency a link's amounts are in: a link without it
 *   is in US dollars (the spec's, and every link made before currencies), so
 *   it shows what its sender saw whatever the visitor's own currency.
 * - `num=de-DE` names the number format its sender saw.
 * - Inputs are written the en-US way without grouping ("1234.5"), whatever
 *   the sender's format, and shown in the visitor's ("1234,5" in de-DE); an
 *   en-US visitor's are kept exactly as typed, as before. Text that is not a
 *   number is kept as typed, so the link still says what was wrong.
 */
import { settingSlice } from '../address/setting-slice';
import { retypeExplorerStates, typedNumber } from '../../engine/figures';
import {
  defaultStyle,
  findMode,
  isNumberField,
  readNumber,
  type CalculatorCore,
  type ExplorerStates,
  type Mode,
  type NumberStyle,
  type PageState,
  type RawInputs,
} from '../../engine/runtime';

/** Adds `style`'s setting to `params` where it is not en-US dollars. */
export function writeSetting(style: NumberStyle, params: URLSearchParams): void {
  for (const [name, value] of settingSlice.encode(style.setting)) params.set(name, value);
}

/**
 * Inputs typed in style `from` as a visitor types them in style `to`: each
 * number field's figure read in `from` and written in `to` without grouping
 * ("1,234.5" in en-US is "1234,5" in de-DE); text that is not a number is
 * kept as typed. The same inputs when the styles are the same.
 */
export function retypeInputs(inputs: RawInputs, numbers: readonly string[], from: NumberStyle, to: NumberStyle): RawInputs {
  if (from === to) return inputs;
  const out: RawInputs = { ...inputs };
  for (const id of numbers) {
    const text = inputs[id]?.trim();
    const value = text ? readNumber(text, from) : Number.NaN;
    if (Number.isFinite(value)) out[id] = typedNumber(value, to);
  }
  return out;
}

/** One figure retyped from `from` to `to` (Solve for's target, a plan's goal), or as typed when it is not a number. */
export const retypeFigure = (text: string, from: NumberStyle, to: NumberStyle): string =>
  retypeInputs({ text }, ['text'], from, to).text ?? text;

/**
 * What a form explores with its figures retyped from `from` to `to` (./retypeInputs), each explorer's slice as the
 * explorers' registry says (engine/explorer-figures.ts): Compare's scenario B, Solve for's target.
 */
export function retypeExplorers(explorers: ExplorerStates, numbers: readonly string[], from: NumberStyle, to: NumberStyle): ExplorerStates {
  if (from === to) return explorers;
  return retypeExplorerStates(explorers, {
    figure: (text) => retypeFigure(text, from, to),
    inputs: (inputs) => retypeInputs(inputs, numbers, from, to),
  });
}

/** The ids of a mode's number fields: the figures a change of number style retypes. */
export const numberFields = (mode: Mode): string[] => mode.fields.filter(isNumberField).map((f) => f.id);

/** A form of `mode` retyped from style `from` to `to`: its inputs (typed ones, or a calculation's) and what it explores. */
export function retyper(mode: Mode, from: NumberStyle, to: NumberStyle) {
  const numbers = numberFields(mode);
  return {
    inputs: (inputs: RawInputs) => retypeInputs(inputs, numbers, from, to) as Record<string, string>,
    explorers: (explorers: ExplorerStates) => retypeExplorers(explorers, numbers, from, to),
  };
}

/** The setting's parameters for `style`: none for en-US dollars. */
export const settingParams = (style: NumberStyle): URLSearchParams => settingSlice.encode(style.setting);

/**
 * A calculator's page state as its address writes it when typed in `style`
 * (src/calculator/show-page-state.ts): the figures the en-US way. Comes with a
 * style other than en-US dollars (src/number-setting/current.ts).
 */
export function addressState(definition: CalculatorCore, state: PageState, style: NumberStyle): PageState {
  const { inputs, explorers } = retyper(findMode(definition, state.mode), style, defaultStyle);
  return { ...state, inputs: inputs(state.inputs), explorers: explorers(state.explorers) };
}
