/**
 * A plan's figures in a number style: a plan's inputs are typed in the
 * page's style (src/number-setting/current.ts), written in its address the
 * en-US way, and retyped when the style changes, as a calculator's form's
 * are (src/calculator/ModeForm.tsx).
 */
import { defaultStyle, findMode, isMoney, readNumber, type NumberStyle } from '../../engine/runtime';
import { typedNumber } from '../../engine/figures';
import type { Plan, PlanGoalAddress } from '../../engine/plan';
import { numberFields, retypeFigure, retypeInputs } from '../number-setting/address';

/** `plan` with every step's figures retyped from style `from` to `to`. */
export function retypePlan<P extends Plan>(plan: P, from: NumberStyle, to: NumberStyle): P {
  if (from === to) return plan;
  return {
    ...plan,
    steps: plan.steps.map((step) => ({
      ...step,
      inputs: retypeInputs(step.inputs, numberFields(findMode(step.definition, step.mode)), from, to),
    })),
  };
}

/** A goal seek's target retyped from style `from` to `to`. */
export function retypeGoal(goal: PlanGoalAddress | undefined, from: NumberStyle, to: NumberStyle): PlanGoalAddress | undefined {
  if (!goal || from === to) return goal;
  return { ...goal, target: retypeFigure(goal.target, from, to) };
}

/** A US-dollar example figure in the currency `rate` converts to, to two significant digits: an example, not a quote. */
function exampleAmount(text: string, rate: number, style: NumberStyle): string {
  const dollars = readNumber(text, defaultStyle);
  return Number.isFinite(dollars) ? typedNumber(Number((dollars * rate).toPrecision(2)), style) : text;
}

/**
 * The site's example plan (a template's, its figures typed the en-US way in US dollars) as a visitor in `style`
 * opens it: its amounts of money converted at the reference rate, to two significant digits ($2,500 is 2.200 € and
 * ¥380,000), and every figure typed in the style. Where the rates lack the currency, the figures are only retyped.
 */
export function exampleIn<P extends Plan>(plan: P, goal: PlanGoalAddress | undefined, style: NumberStyle) {
  const rate = style.perDollar;
  const retyped = { plan: retypePlan(plan, defaultStyle, style), goal: retypeGoal(goal, defaultStyle, style) };
  if (rate === undefined || rate === 1) return retyped;
  const steps = retyped.plan.steps.map((step, i) => {
    const inputs = { ...step.inputs };
    for (const field of findMode(step.definition, step.mode).fields.filter(isMoney)) {
      const typed = plan.steps[i]!.inputs[field.id];
      if (typed) inputs[field.id] = exampleAmount(typed, rate, style);
    }
    return { ...step, inputs };
  });
  const goalStep = goal && plan.steps[goal.output.step];
  const goalOutput = goalStep && findMode(goalStep.definition, goalStep.mode).outputs.find((o) => o.id === goal.output.output);
  const target = goal && goalOutput && isMoney(goalOutput) ? exampleAmount(goal.target, rate, style) : retyped.goal?.target;
  return { plan: { ...retyped.plan, steps }, goal: retyped.goal && { ...retyped.goal, target: target! } };
}
