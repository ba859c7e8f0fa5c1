/**
 * Opens the plan a page's address holds (engine/plan): reads it, loads each
 * step's calculator from the site's registry, and checks its links against
 * them. Also writes a plan back into the address after every change. Loaded
 * on demand: a plan page opened without a plan needs none of it until its
 * first step.
 */
import { planAddressOf, planFromAddress, readPlan, writePlan, type Plan, type PlanGoalAddress, type PlanOpened } from '../../engine/plan';
import { defaultStyle, type NumberStyle } from '../../engine/runtime';
import { replaceQuery } from '../address';
import { writeSetting } from '../number-setting/address';
import { retypeGoal, retypePlan } from './plan-style';
import { loadDefinition } from './load-definition';

/**
 * The plan in `search` (a query string): undefined when it holds none; a
 * message when its version, its steps or its links cannot be read. Rejects
 * only when a calculator's code cannot be fetched.
 */
export async function openPlan(search: string): Promise<PlanOpened | undefined> {
  const read = readPlan(new URLSearchParams(search));
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
  if (plan.steps.length === 0) return replaceQuery('');
  const params = new URLSearchParams();
  writePlan(planAddressOf(retypePlan(plan, style, defaultStyle), retypeGoal(goal, style, defaultStyle)), params);
  writeSetting(style, params);
  replaceQuery(`?${params}`);
}
