/**
 * The addresses that carry a plan from one calculator's page to the next
 * (engine/plan/address.ts): "Use this result in…" opens a calculator with a
 * result filled in and this page added to the plan's steps; the plan bar's
 * steps open an earlier calculator as it was, with the steps before it, and
 * "Open as a plan" opens them all on the plan page. Each carries the
 * currency and number format its page names (`cur=`, `num=`:
 * src/number-setting/address.ts), so a chain of pages stays in one currency.
 */
import { writePlan, type PlanAddress, type PlanRead, type PlanStep } from '../../engine/plan';
import { planSlice } from '../address/plan-slice';
import { settingSlice } from '../address/setting-slice';
import { sliceParams } from '../address/slice';

/** The parameters of an address's number setting (`cur=`, `num=`). */
export type SettingParams = readonly (readonly [string, string])[];

/** A calculator's page address, with the number setting after its own parameters. */
const pageOf = (slug: string, params: URLSearchParams, setting: SettingParams) => {
  for (const [name, value] of setting) params.set(name, value);
  const query = params.toString();
  return `/calculators/${slug}${query === '' ? '' : `?${query}`}`;
};

/**
 * A calculator page's address (`search`) split into its slices (src/address/): the plan that led here (its trail),
 * this calculator's own parameters, and its number setting.
 */
export function splitAddress(search: string): { trail: PlanRead; own: [string, string][]; setting: [string, string][] } {
  const params = new URLSearchParams(search);
  return {
    trail: planSlice.decode(params),
    own: [...params].filter(([name]) => !planSlice.owns(name) && !settingSlice.owns(name)),
    setting: sliceParams(settingSlice, params),
  };
}

/** Step `index` of a plan as its own page: its inputs as they were, with the steps before it as its trail. */
export function stepHref(plan: PlanAddress, index: number, setting: SettingParams = []): string {
  const step = plan.steps[index]!;
  const params = new URLSearchParams(step.params);
  if (index > 0) writePlan({ steps: plan.steps.slice(0, index), links: plan.links.filter((link) => link.to.step <= index) }, params);
  return pageOf(step.slug, params, setting);
}

/** Where a result goes: a calculator, its mode (named in the address when it has several) and the field. */
export interface ResultTarget {
  slug: string;
  mode?: string;
  field: string;
}

/**
 * The address that opens `target` with `value` in its field, this page
 * (`current`, after the steps of `trail`) becoming the plan's next step and
 * its output `output` linked to that field; or, with `fromStep`, that
 * earlier step's output.
 */
export function resultHref(
  trail: PlanAddress | undefined,
  current: PlanStep,
  output: string,
  target: ResultTarget,
  value: string,
  fromStep?: number,
  setting: SettingParams = [],
): string {
  const steps = [...(trail?.steps ?? []), current];
  const from = fromStep ?? steps.length - 1;
  const links = [...(trail?.links ?? []), { from: { step: from, output }, to: { step: steps.length, field: target.field } }];
  const params = new URLSearchParams();
  if (target.mode) params.set('mode', target.mode);
  params.set(target.field, value);
  writePlan({ steps, links }, params);
  return pageOf(target.slug, params, setting);
}

/**
 * The plan page's address for a calculator's page opened from a plan: the
 * steps of its trail, then this page (`slug`) with its own state as it is
 * now; undefined when the page holds no plan.
 */
export function planPageHref(search: string, slug: string): string | undefined {
  const { trail, own, setting } = splitAddress(search);
  if (!trail.ok || !trail.plan) return undefined;
  const params = new URLSearchParams();
  writePlan({ steps: [...trail.plan.steps, { slug, params: own }], links: trail.plan.links }, params);
  for (const [name, value] of setting) params.set(name, value);
  return `/plan?${params}`;
}
