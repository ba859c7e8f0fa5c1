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
import { findMode } from './calculate';
import type { CalculatorCore, Mode } from './definition';
import { keepTyped } from './parse';

/** Decode and encode that round-trip, as zod 4's `z.codec` pairs them. */
export interface Codec<Encoded, Decoded> {
  decode(encoded: Encoded): Decoded;
  encode(decoded: Decoded): Encoded;
}

/** What a page explores beside its inputs; each explorer owns its slice. */
export interface ExplorerStates {
  /** Solve for: the field solved for and the target typed, in the headline output's unit. */
  solve?: { field: string; target: string };
  /** Compare: scenario B's input texts by field id, in the same mode as the inputs. */
  compare?: Record<string, string | undefined>;
  /** The sensitivity chart is open. */
  chart?: true;
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
/** Solve for's parameters: the field solved for and the target. */
export const SOLVE_PARAMETER = 'solve';
export const TARGET_PARAMETER = 'target';
/** Prefix of scenario B's inputs (`b.visitors=1000`). */
export const SCENARIO_B_PREFIX = 'b.';
/** The parameter that opens the chart (`chart=1`). */
export const CHART_PARAMETER = 'chart';

/** Input texts as a form holds them: number fields keep what typing keeps; a select's unknown option is its default. */
function inputsOf(mode: Mode, text: (fieldId: string) => string | null): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const field of mode.fields) {
    const value = text(field.id);
    if (field.kind === 'select') inputs[field.id] = field.options.some((o) => o.value === value) ? value! : field.default;
    else inputs[field.id] = keepTyped(value ?? '', field.keep);
  }
  return inputs;
}

/** Sets each non-blank input of `mode` under `prefix`, in the definition's field order. */
function setInputs(params: URLSearchParams, mode: Mode, prefix: string, inputs: Record<string, string | undefined>): void {
  for (const field of mode.fields) {
    const text = inputs[field.id]?.trim() ?? '';
    if (text !== '') params.set(prefix + field.id, text);
  }
}

/**
 * Reads a calculator's state from query parameters; undefined when they name
 * neither its mode nor any of its fields (a plain visit). Unknown parameters
 * are ignored; an unknown mode is the first mode; a Solve for must name a
 * number field and have a target; scenario B is there when any `b.<field>`
 * is (its other fields blank, selects their default).
 */
export function readPageState(definition: CalculatorCore, params: URLSearchParams, namespace = ''): AddressState | undefined {
  const at = namespace === '' ? '' : `${namespace}.`;
  const named = params.get(at + MODE_PARAMETER) ?? undefined;
  const mode = findMode(definition, named);
  const calculate = mode.fields.some((field) => params.has(at + field.id));
  if (!calculate && mode.id !== named) return undefined;
  const explorers: ExplorerStates = {};
  const solved = mode.fields.find((f) => f.kind === 'number' && f.id === params.get(at + SOLVE_PARAMETER));
  const target = params.get(at + TARGET_PARAMETER);
  if (solved && target !== null) explorers.solve = { field: solved.id, target };
  const b = at + SCENARIO_B_PREFIX;
  if (mode.fields.some((f) => params.has(b + f.id))) explorers.compare = inputsOf(mode, (id) => params.get(b + id));
  if (params.get(at + CHART_PARAMETER) === '1') explorers.chart = true;
  return { mode: mode.id, inputs: inputsOf(mode, (id) => params.get(at + id)), explorers, calculate };
}

/**
 * Writes a calculator's state into query parameters: the mode first when the
 * calculator has several, then each non-blank input in the definition's
 * order, then `solve` and `target`, then scenario B's non-blank inputs,
 * then `chart=1` while the chart is open.
 */
export function writePageState(definition: CalculatorCore, state: PageState, params: URLSearchParams, namespace = ''): void {
  const at = namespace === '' ? '' : `${namespace}.`;
  const mode = findMode(definition, state.mode);
  if (definition.calculator.modes.length > 1) params.set(at + MODE_PARAMETER, mode.id);
  setInputs(params, mode, at, state.inputs);
  const { solve, compare, chart } = state.explorers;
  if (solve) {
    params.set(at + SOLVE_PARAMETER, solve.field);
    params.set(at + TARGET_PARAMETER, solve.target);
  }
  if (compare) setInputs(params, mode, at + SCENARIO_B_PREFIX, compare);
  if (chart) params.set(at + CHART_PARAMETER, '1');
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
