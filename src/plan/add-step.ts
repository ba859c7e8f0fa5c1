/** Adding a step to the plan page's plan (./PlanEditor.tsx), as the add-step card asks. */
import type { RefObject } from 'react';
import { appendStep, type PlanLink } from '../../engine/plan';
import { findMode } from '../../engine/runtime';
import { prepareResultExplore } from './lazy-result-explore';
import type { NewStep } from './AddStepCard';
import type { EditState } from './editor-state';
import { LazyPlanView } from './lazy-plan-view';
import { loadDefinition } from './load-definition';
import { stepIds } from './step-ids';

/**
 * Adds `newStep` at the end of the plan with `edit`, once its calculator is loaded, and names in `focusAfter` the
 * element focus goes to: its first field a link does not fill, or its Remove button. Rejects when the calculator
 * cannot be loaded.
 */
export async function addStep({ slug, mode, link }: NewStep, edit: EditState, focusAfter: RefObject<string | undefined>): Promise<void> {
  // The steps' code with the calculator: the first step renders at once, and focus can go to its first field.
  const [definition] = await Promise.all([loadDefinition(slug), LazyPlanView.preload()]);
  // Here before its first result, so that result shows whole (see the plan's opening: ./opening.ts).
  void prepareResultExplore();
  if (!definition) throw new Error(`No calculator has the slug ${slug}.`);
  edit((s) => {
    const step = { definition, mode: findMode(definition, mode).id, inputs: {}, key: s.nextKey };
    const index = s.plan.steps.length;
    const links: PlanLink[] = link ? [{ from: { step: link.step, output: link.output }, to: { step: index, field: link.field } }] : [];
    const typed = findMode(definition, step.mode).fields.find((f) => f.id !== link?.field);
    focusAfter.current = typed ? `${stepIds(step.key).prefix}-${typed.id}` : stepIds(step.key).remove;
    const grown = appendStep(s.plan, step, links);
    return { plan: { steps: [...grown.steps], links: [...grown.links] }, nextKey: s.nextKey + 1, style: s.style };
  });
}
