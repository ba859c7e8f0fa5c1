/**
 * What a page explores, in its address beside the inputs (engine/query.ts):
 * a Solve for (`solve=<field id>&target=<text>`) and scenario B of a
 * comparison (`b.<field id>=<text>`). Apart from engine/query.ts so that
 * pages load it with the explorers, not on first paint.
 */
import { findMode } from '../calculate';
import type { CalculatorCore } from '../definition';
import { queryOf, SCENARIO_B_PREFIX, stateFromQuery } from '../query';

/** Query parameters of Solve for: the field solved for and the target typed. */
export const SOLVE_PARAMETER = 'solve';
export const TARGET_PARAMETER = 'target';

/** What a page explores beside its inputs: a Solve for, and scenario B of a comparison. */
export interface ExploreState {
  solve?: { field: string; target: string };
  /** Scenario B's input texts by field id, in the same mode as A. */
  compare?: Record<string, string>;
}

/**
 * The Solve for and comparison a query string holds for a mode: `solve` must
 * name a number field of the mode and `target` be present; scenario B is
 * there when any `b.<field id>` is (its other fields blank, selects their
 * default). Anything else is ignored.
 */
export function exploreFromQuery(definition: CalculatorCore, modeId: string, query: string | URLSearchParams): ExploreState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const mode = findMode(definition, modeId);
  const state: ExploreState = {};
  const field = mode.fields.find((f) => f.id === params.get(SOLVE_PARAMETER) && f.kind === 'number');
  const target = params.get(TARGET_PARAMETER);
  if (field && target !== null) state.solve = { field: field.id, target };
  if (mode.fields.some((f) => params.has(SCENARIO_B_PREFIX + f.id))) {
    const b = new URLSearchParams();
    for (const f of mode.fields) {
      const text = params.get(SCENARIO_B_PREFIX + f.id);
      if (text !== null) b.set(f.id, text);
    }
    state.compare = stateFromQuery(definition, `${definition.calculator.modes.length > 1 ? `mode=${mode.id}&` : ''}${b}`)?.values;
  }
  return state;
}

/**
 * The query string of a mode's inputs and what it explores: {@link queryOf}'s
 * parameters, then `solve` and `target`, then scenario B's non-blank inputs
 * as `b.<field id>`.
 */
export function exploreQueryOf(
  definition: CalculatorCore,
  modeId: string,
  values: Record<string, string | undefined>,
  explore: ExploreState,
): string {
  const params = new URLSearchParams(queryOf(definition, modeId, values));
  if (explore.solve) {
    params.set(SOLVE_PARAMETER, explore.solve.field);
    params.set(TARGET_PARAMETER, explore.solve.target);
  }
  if (explore.compare) {
    for (const field of findMode(definition, modeId).fields) {
      const text = explore.compare[field.id]?.trim() ?? '';
      if (text !== '') params.set(SCENARIO_B_PREFIX + field.id, text);
    }
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
