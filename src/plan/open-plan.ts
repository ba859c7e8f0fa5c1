/**
 * Opens the plan a page's address holds (engine/plan): reads it, loads each
 * step's calculator from the site's registry, and checks its links against
 * them. Also writes a plan back into the address after every change. Loaded
 * on demand: a plan page opened without a plan needs none of it until its
 * first step.
 */
import { planAddressOf, planFromAddress, type Plan, type PlanGoalAddress, type PlanOpened } from '../../engine/plan';
import { defaultStyle, type NumberStyle } from '../../engine/runtime';
import { readAddress } from '../address/read';
import { writeAddress } from '../address/write';
import { exampleSlice } from '../address/example-slice';
import { planSlice } from '../address/plan-slice';
import { settingSlice } from '../address/setting-slice';
import { sliceWrite } from '../address/slice';
import { retypeGoal, retypePlan } from './plan-style';
import { loadDefinition } from './load-definition';

/**
 * The plan in the page's address (src/address/plan-slice.ts): undefined
 * when it holds none; a message when its version, its steps or its links
 * cannot be read. Rejects only when a calculator's code cannot be fetched.
 */
export async function openPlan(): Promise<PlanOpened | undefined> {
  const read = readAddress(planSlice);
  if (!read.ok) return read;
  if (!read.plan) return undefined;
  const slugs = [...new Set(read.plan.steps.map((step) => step.slug))];
  const loaded = new Map(await Promise.all(slugs.map(async (slug) => [slug, await loadDefinition(slug)] as const)));
  return planFromAddress(read.plan, (slug) => loaded.get(slug));
}

/**
 * Shows `plan` and its goal seek in the page's address (an empty plan as
 * none), without a new history entry: figures typed in `style` written the
 * en-US way, and the style's currency and number format named.
 */
export function showPlan(plan: Plan, goal: PlanGoalAddress | undefined, style: NumberStyle): void {
  const written = planAddressOf(retypePlan(plan, style, defaultStyle), retypeGoal(goal, style, defaultStyle));
  // An empty plan names no setting either: the page's address is the plan page's own.
  const setting = plan.steps.length === 0 ? {} : style.setting;
  writeAddress([sliceWrite(planSlice, { ok: true, plan: written }), sliceWrite(exampleSlice, false), sliceWrite(settingSlice, setting)]);
}
