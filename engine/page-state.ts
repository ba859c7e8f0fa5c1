/**
 * A calculator page's state and its address: one codec, in the manner of
 * zod 4's `z.codec` (`decode` and `encode`, which round-trip), maps a query
 * string to `{ mode, inputs, explorers }` and back. The page reads the
 * address through it once, when it opens, and writes it through it after
 * every change; no other code reads or writes a calculator's parameters.
 *
 * The address: `mode=<id>` (calculators with several modes), each input by
 * field id (`investment=1000&returns=1800`), a Solve for
 * (`solve=<field id>&target=<text>`), a comparison's scenario B
 * (`b.<field id>=<text>`) and an open chart (`chart=1`). Under a namespace (one step of a plan), every
 * name starts with `<namespace>.`. Pure: the page touches the address.
 */
import { inputsOf, setInputs } from './address-inputs';
import { findMode } from './calculate';
import type { CalculatorCore } from './definition';
import { readExplorers, writeExplorers, type ExplorerStates } from './explorer-states';

export type { ExplorerStates };

/** Decode and encode that round-trip, as zod 4's `z.codec` pairs them. */
export interface Codec<Encoded, Decoded> {
  decode(encoded: Encoded): Decoded;
  encode(decoded: Decoded): Encoded;
}

/** A calculator's state: its mode, the input texts by field id as the form holds them, and what it explores. */
export interface PageState {
  mode: string;
  /** Blank or missing texts are left out of the address. */
  inputs: Record<string, string | undefined>;
  explorers: ExplorerStates;
}

/** A page state read from an address, and whether the address named any input (then the page calculates at once). */
export interface AddressState extends PageState {
  /** Every field of the mode: number fields as typing keeps them, selects an option. */
  inputs: Record<string, string>;
  calculate: boolean;
}

/** The parameter that names the mode. */
export const MODE_PARAMETER = 'mode';
/**
 * Reads a calculator's state from query parameters; undefined when they name
 * neither its mode nor any of its fields (a plain visit). Unknown parameters
 * are ignored; an unknown mode is the first mode; each explorer reads its
 * own slice (engine/explorer-states.ts).
 */
export function readPageState(definition: CalculatorCore, params: URLSearchParams, namespace = ''): AddressState | undefined {
  const at = namespace === '' ? '' : `${namespace}.`;
  const named = params.get(at + MODE_PARAMETER) ?? undefined;
  const mode = findMode(definition, named);
  const calculate = mode.fields.some((field) => params.has(at + field.id));
  if (!calculate && mode.id !== named) return undefined;
  const explorers = readExplorers(params, at, mode);
  return { mode: mode.id, inputs: inputsOf(mode, (id) => params.get(at + id)), explorers, calculate };
}

/**
 * Writes a calculator's state into query parameters: the mode first when the
 * calculator has several, then each non-blank input in the definition's
 * order, then each open explorer's slice in the registry's order
 * (engine/explorer-states.ts): `solve` and `target`, scenario B's non-blank
 * inputs, `chart=1`.
 */
export function writePageState(definition: CalculatorCore, state: PageState, params: URLSearchParams, namespace = ''): void {
  const at = namespace === '' ? '' : `${namespace}.`;
  const mode = findMode(definition, state.mode);
  if (definition.calculator.modes.length > 1) params.set(at + MODE_PARAMETER, mode.id);
  setInputs(params, mode, at, state.inputs);
  writeExplorers(params, at, mode, state.explorers);
}

/** {@link pageStateCodec}'s codec: decoding also says whether the address named an input. */
export interface PageStateCodec extends Codec<string, PageState | undefined> {
  decode(query: string): AddressState | undefined;
}

/**
 * The codec of one calculator's page state and its query string (with its
 * leading `?`, or '' for none). `decode` gives undefined for a plain visit;
 * `encode(decode(q))` keeps every parameter of the calculator that `q` held,
 * in a fixed order, and drops the rest.
 * @example pageStateCodec(roi).encode({ mode: 'default', inputs: { investment: '1000', returns: '1800' }, explorers: {} }) // '?investment=1000&returns=1800'
 */
export function pageStateCodec(definition: CalculatorCore): PageStateCodec {
  return {
    decode: (query) => readPageState(definition, new URLSearchParams(query)),
    encode: (state) => {
      const params = new URLSearchParams();
      if (state) writePageState(definition, state, params);
      const query = params.toString();
      return query === '' ? '' : `?${query}`;
    },
  };
}
