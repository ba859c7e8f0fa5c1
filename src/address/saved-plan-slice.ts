/**
 * The saved plan's slice of an address (`saved=<id>`): a plan opened from
 * "Saved plans" names the entry it came from, so saving again stores over
 * it (src/plan/SavedPlans.tsx). Never part of what is saved: a saved plan's
 * query is the plan alone. An id this browser does not hold (a link from
 * someone else's) names nothing, and the plan opens as a new one.
 */
import type { AddressSlice } from './slice';

/** The parameter: the saved plan's id in this browser (src/plan/saved-plans.ts). */
export const SAVED_PLAN_PARAMETER = 'saved';

/** The saved plan the page was opened from, if any. */
export const savedPlanSlice: AddressSlice<string | undefined> = {
  owns: (name) => name === SAVED_PLAN_PARAMETER,
  decode: (params) => params.get(SAVED_PLAN_PARAMETER) ?? undefined,
  encode: (id) => new URLSearchParams(id ? [[SAVED_PLAN_PARAMETER, id]] : []),
};
