import { useMemo } from 'react';
import { evaluatePlan, unlink } from '../../engine/plan';
import type { EditState, EditorState, FocusAfter } from './editor-state';
import { changeMode, moveInPlan, removeFromPlan, withLinkedValues, type PageEdit } from './plan-edits';
import type { StepActions } from './StepButtons';
import { stepIds } from './step-ids';

/**
 * What a step's buttons and fields do to the plan (./plan-edits.ts), with
 * focus following the step: a moved step keeps its button under focus, a
 * removed step's neighbour takes it (or `lastRemoved`'s element), and an
 * unlinked field keeps it.
 */
export function usePlanActions(
  edit: EditState,
  focusAfter: FocusAfter,
  nameOf: (slug: string) => string,
  lastRemoved: string,
): StepActions {
  return useMemo((): StepActions => {
    // A rearranged plan's goal seek would name other steps: it starts again.
    const apply = (state: EditorState, { plan, notice }: PageEdit): EditorState => ({ ...state, plan, notice, goal: undefined });
    return {
      input: (step, field, text) =>
        edit((s) => ({
          ...s,
          plan: { ...s.plan, steps: s.plan.steps.map((st, i) => (i === step ? { ...st, inputs: { ...st.inputs, [field]: text } } : st)) },
        })),
      mode: (step, mode) => edit((s) => apply(s, changeMode(s.plan, evaluatePlan(s.plan, s.style), step, mode, nameOf, s.style))),
      unlink: (step, field) =>
        edit((s) => {
          focusAfter(`${stepIds(s.plan.steps[step]!.key).prefix}-${field}`);
          // The field keeps the value the link gave it, now typed over as the visitor likes.
          const kept = withLinkedValues(s.plan, evaluatePlan(s.plan, s.style));
          return { ...s, notice: undefined, plan: { steps: kept.steps, links: [...unlink(kept, step, field).links] } };
        }),
      move: (step, to) =>
        edit((s) => {
          const ids = stepIds(s.plan.steps[step]!.key);
          // The same button again, unless the step reached the end it moved towards (that button is then disabled).
          const up = to < step ? to > 0 : to === s.plan.steps.length - 1;
          focusAfter(up ? ids.up : ids.down);
          return apply(s, moveInPlan(s.plan, evaluatePlan(s.plan, s.style), step, to, nameOf, s.style));
        }),
      remove: (step) =>
        edit((s) => {
          const next = s.plan.steps[step + 1] ?? s.plan.steps[step - 1];
          focusAfter(next ? stepIds(next.key).remove : lastRemoved);
          return apply(s, removeFromPlan(s.plan, evaluatePlan(s.plan, s.style), step, nameOf, s.style));
        }),
    };
  }, [edit, focusAfter, nameOf, lastRemoved]);
}
