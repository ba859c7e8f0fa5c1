/**
 * A calculator page's own slice of its address: its mode, inputs and
 * explorers, through the engine's codec (engine/page-state.ts). It owns
 * every parameter that no other slice does, so a parameter of its own that
 * it does not read (a campaign's `utm_source`) goes when it writes a new
 * state, and stays while the state is the same (src/calculator/show-page-state.ts).
 */
import {
  isPlanParameter,
  readPageState,
  writePageState,
  type AddressState,
  type CalculatorCore,
  type PageState,
} from '../../engine/runtime';
import { ownsExample, ownsSetting } from './owners';
import type { AddressSlice } from './slice';

/** A calculator's state slice: undefined for a plain visit; decoding also says whether the address named an input. */
export interface CalculatorSlice extends AddressSlice<PageState | undefined> {
  decode(params: URLSearchParams): AddressState | undefined;
}

/** Whether a parameter is another slice's: the plan's, the number setting's, the example mark. */
const othersOwn = (name: string) => isPlanParameter(name) || ownsSetting(name) || ownsExample(name);

/** `definition`'s state slice: the engine's reading and writing of a page state, on the address's own parameters. */
export function calculatorSlice(definition: CalculatorCore): CalculatorSlice {
  return {
    owns: (name) => !othersOwn(name),
    decode: (params) => readPageState(definition, params),
    encode: (state) => {
      const params = new URLSearchParams();
      if (state) writePageState(definition, state, params);
      return params;
    },
  };
}
