/**
 * A plan's figures in a number style: a plan's inputs are typed in the
 * page's style (src/number-setting/current.ts), written in its address the
 * en-US way, and retyped when the style changes, as a calculator's form's
 * are (src/calculator/ModeForm.tsx).
 */
import { findMode, type NumberStyle } from '../../engine/runtime';
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
