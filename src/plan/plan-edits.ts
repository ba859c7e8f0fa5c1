/**
 * The plan page's edits (engine/plan/edit.ts) as a person sees them: a
 * linked field keeps the value it last took when its link goes, and each
 * link an edit drops is named, so nothing changes unseen.
 */
import { fieldLabel, findMode, type NumberStyle, type RawInputs } from '../../engine/runtime';
import { localLabel } from './local-label';
import {
  moveStep,
  removeStep,
  replaceStep,
  linkFits,
  type Edit,
  type Plan,
  type PlanLink,
  type PlanStepInput,
  type StepOutcome,
} from '../../engine/plan';

/** A step of the plan page: a calculator's step, and a key that follows it when steps move. */
export interface EditorStep extends PlanStepInput {
  key: number;
}

/** The plan the page edits. */
export interface EditorPlan extends Plan {
  steps: EditorStep[];
}

/** What an edit gives the page: the new plan and, when it dropped links, a sentence saying which. */
export interface PageEdit {
  plan: EditorPlan;
  notice?: string;
}

/** The plan with each linked field's value, as its link last filled it, typed in its step: kept if the link goes. */
export function withLinkedValues(plan: EditorPlan, outcomes: readonly StepOutcome[]): EditorPlan {
  const steps = plan.steps.map((step, index) => {
    const outcome = outcomes[index];
    if (outcome?.status === 'waiting' || !outcome) return step;
    const linked: RawInputs = {};
    for (const link of plan.links) if (link.to.step === index) linked[link.to.field] = outcome.inputs[link.to.field] ?? '';
    return { ...step, inputs: { ...step.inputs, ...linked } };
  });
  return { ...plan, steps };
}

/** "CPA's Marketing Spend ($) no longer takes Impressions to Clicks' Cost at $10 CPM; it keeps its last value." for each link dropped. */
export function droppedNotice(
  plan: EditorPlan,
  dropped: readonly PlanLink[],
  nameOf: (slug: string) => string,
  style?: NumberStyle,
): string | undefined {
  const sentences = dropped.flatMap((link) => {
    const from = plan.steps[link.from.step];
    const to = plan.steps[link.to.step];
    if (!from || !to) return [];
    const fromMode = findMode(from.definition, from.mode);
    const output = fromMode.outputs.find((o) => o.id === link.from.output);
    const field = findMode(to.definition, to.mode).fields.find((f) => f.id === link.to.field);
    const owner = (slug: string) => {
      const name = nameOf(slug);
      return name.endsWith('s') ? `${name}’` : `${name}’s`;
    };
    return [
      `${owner(to.definition.slug)} ${field ? fieldLabel(field, style) : link.to.field} no longer takes ${owner(from.definition.slug)} ${localLabel(fromMode, output?.label, style) ?? link.from.output}; it keeps its last value.`,
    ];
  });
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/** An edit of the engine's, its dropped links kept as values and named. */
function applied(
  before: EditorPlan,
  edit: Edit<EditorStep>,
  nameOf: (slug: string) => string,
  style: NumberStyle | undefined,
  removed?: number,
): PageEdit {
  // A removed step's own links into it go with it: only the links it fed are worth a word.
  const dropped = edit.dropped.filter((link) => link.to.step !== removed);
  return { plan: { steps: [...edit.chain.steps], links: [...edit.chain.links] }, notice: droppedNotice(before, dropped, nameOf, style) };
}

/** Removes step `index`. */
export function removeFromPlan(
  plan: EditorPlan,
  outcomes: readonly StepOutcome[],
  index: number,
  nameOf: (slug: string) => string,
  style?: NumberStyle,
): PageEdit {
  const before = withLinkedValues(plan, outcomes);
  return applied(before, removeStep(before, index), nameOf, style, index);
}

/** Moves step `from` to `to`. */
export function moveInPlan(
  plan: EditorPlan,
  outcomes: readonly StepOutcome[],
  from: number,
  to: number,
  nameOf: (slug: string) => string,
  style?: NumberStyle,
): PageEdit {
  const before = withLinkedValues(plan, outcomes);
  return applied(before, moveStep(before, from, to), nameOf, style);
}

/** Switches step `index` to mode `mode`, keeping the links its new fields and outputs still fit. */
export function changeMode(
  plan: EditorPlan,
  outcomes: readonly StepOutcome[],
  index: number,
  mode: string,
  nameOf: (slug: string) => string,
  style?: NumberStyle,
): PageEdit {
  const before = withLinkedValues(plan, outcomes);
  const step = { ...before.steps[index]!, mode };
  const steps = before.steps.map((s, i) => (i === index ? step : s));
  return applied(
    before,
    replaceStep(before, index, step, (link) => linkFits(steps, link)),
    nameOf,
    style,
  );
}
