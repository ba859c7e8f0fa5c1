/**
 * The plan's slice of an address (engine/plan/address.ts): its version,
 * steps, links, goal seek and each step's namespaced state (`0.clicks`),
 * on the plan page and on a calculator's page opened from a plan.
 */
import { isPlanParameter, readPlan, writePlan, type PlanRead } from '../../engine/plan';
import type { AddressSlice } from './slice';

/** No plan, a plan, or why the plan cannot be read; a plan that cannot be read is not written back. */
export const planSlice: AddressSlice<PlanRead> = {
  owns: isPlanParameter,
  decode: readPlan,
  encode(read) {
    const params = new URLSearchParams();
    if (read.ok && read.plan && read.plan.steps.length > 0) writePlan(read.plan, params);
    return params;
  },
};
