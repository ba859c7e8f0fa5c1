/**
 * The explorers whose state a calculator page keeps: Solve for, Compare
 * (scenario B) and the sensitivity chart. Each owns a slice of the page
 * state (engine/page-state.ts) and its own parameters in the address:
 * `solve=<field id>&target=<text>`, `b.<field id>=<text>`, `chart=1`.
 *
 * One registry: an explorer is a key of {@link ExplorerSliceOf} and an entry
 * of {@link explorerSlices}, which says how its slice is read from an
 * address and written to one. Every other place that must handle an
 * explorer is keyed by {@link ExplorerName} too (`Record<ExplorerName` or
 * `in ExplorerName]`: its figures retyped in another number style,
 * ./explorer-figures.ts, kept apart so that a page's first load does without
 * it), so a new one is a compile error at each until it is handled there.
 */
import { inputsOf, setInputs } from './address-inputs';
import type { Mode } from './definition';
import { isNumberField } from './field-kinds';

/** Each explorer's slice of the page state, by the explorer's name. */
export interface ExplorerSliceOf {
  /** Solve for: the field solved for and the target typed, in the headline output's unit. */
  solve: { field: string; target: string };
  /** Compare: scenario B's input texts by field id, in the same mode as the inputs. */
  compare: Record<string, string | undefined>;
  /** The sensitivity chart is open. */
  chart: true;
}

/** An explorer whose state a page keeps (in its address). */
export type ExplorerName = keyof ExplorerSliceOf;

/** What a page explores beside its inputs: the slice of each open explorer. */
export type ExplorerStates = { [K in ExplorerName]?: ExplorerSliceOf[K] };

/** One explorer's slice of the page state in an address, under the prefix `at` (a plan step's `<namespace>.`, or ''). */
export interface ExplorerSlice<T> {
  /** The slice an address holds for `mode`; undefined when it holds none (the explorer is closed). */
  read(params: URLSearchParams, at: string, mode: Mode): T | undefined;
  /** Sets the slice's parameters. */
  write(params: URLSearchParams, at: string, mode: Mode, slice: T): void;
}

/** Solve for's parameters: the field solved for and the target. */
export const SOLVE_PARAMETER = 'solve';
export const TARGET_PARAMETER = 'target';
/** Prefix of scenario B's inputs (`b.visitors=1000`). */
export const SCENARIO_B_PREFIX = 'b.';
/** The parameter that opens the chart (`chart=1`). */
export const CHART_PARAMETER = 'chart';

/** Each explorer's slice, in the order the address writes them. */
type ExplorerSlices = { [K in ExplorerName]: ExplorerSlice<ExplorerSliceOf[K]> };

/**
 * The explorers' slices. A Solve for must name a number field and have a
 * target; scenario B is there when any `b.<field>` is (its other fields
 * blank, selects their default); the chart is open at `chart=1` only.
 */
export const explorerSlices: ExplorerSlices = {
  solve: {
    read(params, at, mode) {
      const solved = mode.fields.find((f) => isNumberField(f) && f.id === params.get(at + SOLVE_PARAMETER));
      const target = params.get(at + TARGET_PARAMETER);
      return solved && target !== null ? { field: solved.id, target } : undefined;
    },
    write(params, at, _mode, { field, target }) {
      params.set(at + SOLVE_PARAMETER, field);
      params.set(at + TARGET_PARAMETER, target);
    },
  },
  compare: {
    read(params, at, mode) {
      const b = at + SCENARIO_B_PREFIX;
      return mode.fields.some((f) => params.has(b + f.id)) ? inputsOf(mode, (id) => params.get(b + id)) : undefined;
    },
    write: (params, at, mode, compare) => setInputs(params, mode, at + SCENARIO_B_PREFIX, compare),
  },
  chart: {
    read: (params, at) => (params.get(at + CHART_PARAMETER) === '1' ? true : undefined),
    write: (params, at) => params.set(at + CHART_PARAMETER, '1'),
  },
};

/**
 * Every explorer, in the order the address writes them. Marked pure: a call at the top of a module makes the
 * bundler keep every module that imports it, used or not (the plan page's first load took the engine's plan code).
 */
export const explorerNames = /* @__PURE__ */ Object.keys(explorerSlices) as ExplorerName[];

/** The explorers' slices an address holds under `at`, for `mode`. */
export function readExplorers(params: URLSearchParams, at: string, mode: Mode): ExplorerStates {
  const explorers: Record<string, unknown> = {};
  for (const name of explorerNames) {
    const slice = explorerSlices[name].read(params, at, mode);
    if (slice !== undefined) explorers[name] = slice;
  }
  return explorers as ExplorerStates;
}

/** Sets the parameters of each open explorer under `at`, in the registry's order. */
export function writeExplorers(params: URLSearchParams, at: string, mode: Mode, explorers: ExplorerStates): void {
  for (const name of explorerNames) {
    const slice = explorers[name];
    if (slice !== undefined) (explorerSlices[name] as ExplorerSlice<typeof slice>).write(params, at, mode, slice);
  }
}
