/**
 * What goal seek across a plan (./PlanGoalSeek.tsx) offers: each step's
 * results, and the inputs that can reach the one chosen. A choice's value
 * names its step and its output or field ("1.cpa").
 */
import type { Plan } from '../../engine/plan';
import { fieldLabel, findMode, isNumberField, type NumberStyle } from '../../engine/runtime';
import { localLabel } from './local-label';

/** A choice's value: its step's index and its output's or field's id. */
export const choiceKey = (step: number, id: string) => `${step}.${id}`;

/** The step and id a choice's value names. */
export const unkey = (value: string) => {
  const dot = value.indexOf('.');
  return { step: Number(value.slice(0, dot)), id: value.slice(dot + 1) };
};

/** Every result of the plan's steps that is a value, named with its step ("Step 2 (Cost Per Acquisition (CPA)): CPA"). */
export function outputChoices(plan: Plan, nameOf: (slug: string) => string, style: NumberStyle) {
  return plan.steps.flatMap((step, s) =>
    findMode(step.definition, step.mode).outputs.flatMap((output) =>
      output.kind === 'value'
        ? [
            {
              value: choiceKey(s, output.id),
              label: `Step ${s + 1} (${nameOf(step.definition.slug)}): ${localLabel(findMode(step.definition, step.mode), output.label, style)}`,
              output,
            },
          ]
        : [],
    ),
  );
}

/** The number fields of step `goalStep` and the steps before it that no link fills: what goal seek can change. */
export function inputChoices(plan: Plan, goalStep: number, nameOf: (slug: string) => string, style: NumberStyle) {
  return plan.steps.flatMap((step, s) =>
    s > goalStep
      ? []
      : findMode(step.definition, step.mode).fields.flatMap((field) =>
          isNumberField(field) && !plan.links.some((l) => l.to.step === s && l.to.field === field.id)
            ? [
                {
                  value: choiceKey(s, field.id),
                  label: `Step ${s + 1} (${nameOf(step.definition.slug)}): ${fieldLabel(field, style)}`,
                  field,
                },
              ]
            : [],
        ),
  );
}

/** One input goal seek can change. */
export type InputChoice = ReturnType<typeof inputChoices>[number];
