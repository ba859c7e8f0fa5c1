/** Running goal seek across a plan (./PlanGoalSeek.tsx): the value found, and the sentence that says it. */
import { seekAcrossPlan, type Plan, type PlanGoalAddress } from '../../engine/plan';
import { fieldLabel, findMode, type NumberStyle } from '../../engine/runtime';
import { unkey, type InputChoice } from './goal-seek-choices';
import { localLabel } from './local-label';

/** What a goal seek gave: what it says and, when it found a value, what the plan takes. */
export interface Sought {
  said: { ok: boolean; text: string };
  found?: PlanGoalAddress & { text: string };
}

/**
 * Seeks the value of `input` that gives the result `goalKey` names the value `target`, through every step between:
 * what the result then is, or why no value reaches it.
 */
export function seekGoal(plan: Plan, goalKey: string, input: InputChoice, target: string, style: NumberStyle): Sought {
  const goal = { ...unkey(goalKey), target };
  const at = unkey(input.value);
  const found = seekAcrossPlan(plan, { step: at.step, field: at.id }, { step: goal.step, output: goal.id, target }, style);
  if (!found.ok) return { said: { ok: false, text: found.message } };
  const reached = found.outcomes[goal.step];
  const shown = reached?.status === 'done' ? reached.result.outputs.find((o) => o.id === goal.id) : undefined;
  const sought = plan.steps[goal.step]!;
  const label = shown?.kind === 'value' ? localLabel(findMode(sought.definition, sought.mode), shown.label, style) : '';
  const gives = shown?.kind === 'value' ? ` gives ${label} of ${shown.text}` : '';
  return {
    said: {
      ok: true,
      text: `Found: ${fieldLabel(input.field, style)} ${found.text} in step ${at.step + 1}${gives}. The plan now uses it.`,
    },
    found: { input: { step: at.step, field: at.id }, output: { step: goal.step, output: goal.id }, target, text: found.text },
  };
}
