import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { evaluatePlan, type PlanGoalAddress, type PlanLink, type StepOutcome } from '../../engine/plan';
import { localLabel } from './local-label';
import { findMode, type NumberStyle } from '../../engine/runtime';
import { EMBED_PLAN_PATH } from '../../contract/embed';
import { currentQuery } from '../address/read';
import { CUSTOM_PLAN } from '../../contract/usage-names';
import { reportUsage } from '../usage/report';
import { CopyLinkButton } from '../card-parts/CopyLinkButton';
import { EmbedButton } from '../embed/EmbedButton';
import { LazyPlanGoalSeek } from './lazy-plan-tools';
import { LoadBoundary } from '../components/LoadBoundary';
import { PlainButton } from '../first-screen/PlainButton';
import { saveFile } from '../save-file';
import { LoadingLine, ResultActions } from '../first-screen/PlainResult';
import { AddStepCard, type NewStep } from './AddStepCard';
import type { EditState, FocusAfter } from './editor-state';
import { usePlanActions } from './plan-actions';
import type { EditorPlan } from './plan-edits';
import { PlanStepCard } from './PlanStepCard';
import { nextSteps } from './step-choices';

/** The props of {@link PlanView}. */
export interface PlanViewProps {
  plan: EditorPlan;
  /** What the last edit dropped. */
  notice?: string;
  /** Goal seek's slice of the page state. */
  goal?: PlanGoalAddress;
  /** Framed by another site (/embed/plan): no Embed button there. */
  embedded: boolean;
  edit: EditState;
  focusAfter: FocusAfter;
  onAdd(step: NewStep): Promise<void>;
  nameOf(slug: string): string;
  /** The add-step select's id. */
  choiceId: string;
  /** The number style the plan's figures are typed in. */
  style: NumberStyle;
}

/** What a link into a step reads as: "From step 1: Required Clicks". */
function linksInto(plan: EditorPlan, index: number, style: NumberStyle): { link: PlanLink; from: string }[] {
  return plan.links
    .filter((link) => link.to.step === index)
    .map((link) => {
      const from = plan.steps[link.from.step]!;
      const mode = findMode(from.definition, from.mode);
      const output = mode.outputs.find((o) => o.id === link.from.output);
      return { link, from: `From step ${link.from.step + 1}: ${localLabel(mode, output?.label, style) ?? link.from.output}` };
    });
}

/** Whether two plans have the same steps, in the same modes, and the same links: one differs from the other by inputs only. */
function sameShape(a: EditorPlan, b: EditorPlan): boolean {
  return (
    a.links === b.links &&
    a.steps.length === b.steps.length &&
    a.steps.every((s, i) => s.key === b.steps[i]!.key && s.mode === b.steps[i]!.mode)
  );
}

/** How long a step's inputs must rest before its result counts as calculated (a plan recalculates with every key). */
const SETTLED_MS = 1500;

/**
 * Counts a step as calculated (src/usage/report.ts: `plan-step`, by its calculator) once the visitor's edits to it
 * settle on a result: not the plan as it opened, not every keystroke. A plan on this page is the visitor's own.
 */
function useStepsCounted(plan: EditorPlan, outcomes: readonly StepOutcome[]): void {
  const counted = useRef<Map<number, string> | undefined>(undefined);
  useEffect(() => {
    const inputsOf = (outcome: StepOutcome | undefined) => (outcome && 'inputs' in outcome ? outcome.inputs : null);
    const shown = new Map(plan.steps.map((step, i) => [step.key, JSON.stringify(inputsOf(outcomes[i]))]));
    if (!counted.current) {
      counted.current = shown;
      return undefined;
    }
    const timer = setTimeout(() => {
      plan.steps.forEach((step, i) => {
        if (outcomes[i]?.status !== 'done' || counted.current!.get(step.key) === shown.get(step.key)) return;
        counted.current!.set(step.key, shown.get(step.key)!);
        reportUsage({ type: 'plan-step', plan: CUSTOM_PLAN, calculator: step.definition.slug });
      });
    }, SETTLED_MS);
    return () => clearTimeout(timer);
  }, [plan, outcomes]);
}

/**
 * A plan with steps (./PlanEditor.tsx holds it), recalculated as it is
 * edited: what the last edit dropped, each step's card, the card that adds a step that uses an earlier result,
 * and the plan's link. A chunk of its own: the plan page opens with no
 * step, and its first load carries only the card that starts a plan.
 */
export default function PlanView({ plan, notice, goal, embedded, edit, focusAfter, onAdd, nameOf, choiceId, style }: PlanViewProps) {
  // A keystroke paints its character first: the steps' results, their band scales and what they take follow in
  // a render that yields to the next keystroke (the plan they show is the one before it until then). A plan
  // rearranged (a step added, moved, removed, its mode changed) shows at once.
  const deferred = useDeferredValue(plan);
  const basis = sameShape(deferred, plan) ? deferred : plan;
  // Every step, recalculated with every edit: a few microseconds for a whole plan (npm run bench).
  const outcomes = useMemo(() => evaluatePlan(basis, style), [basis, style]);
  useStepsCounted(basis, outcomes);
  const links = useMemo(() => basis.steps.map((_, index) => linksInto(basis, index, style)), [basis, style]);
  const choices = useMemo(() => nextSteps(basis.steps, nameOf, style), [basis.steps, nameOf, style]);
  const actions = usePlanActions(edit, focusAfter, nameOf, choiceId);
  const downloadCsv = () =>
    void import('./plan-csv').then(({ planCsv }) =>
      saveFile(new Blob([planCsv(plan, evaluatePlan(plan, style), nameOf, style)], { type: 'text/csv;charset=utf-8' }), 'funnel-plan.csv'),
    );
  return (
    <>
      <div role="status" aria-live="polite" data-testid="plan-notice">
        {notice && <LoadingLine>{notice}</LoadingLine>}
      </div>
      {plan.steps.map((step, index) => (
        <PlanStepCard
          key={step.key}
          index={index}
          count={plan.steps.length}
          step={step}
          name={nameOf(step.definition.slug)}
          outcome={outcomes[index]!}
          links={links[index]!}
          actions={actions}
        />
      ))}
      <AddStepCard
        first={false}
        choices={choices}
        onAdd={onAdd}
        choiceId={choiceId}
        nothingFits={<LoadingLine>No calculator takes these steps’ results as an input.</LoadingLine>}
      />
      <ResultActions>
        <CopyLinkButton />
        <PlainButton variant="outlined" size="small" onClick={downloadCsv}>
          Download CSV
        </PlainButton>
        {!embedded && <EmbedButton kind="plan" title="Funnel Plan" path={() => `${EMBED_PLAN_PATH}${currentQuery()}`} />}
      </ResultActions>
      <LoadBoundary what="What would it take">
        <LazyPlanGoalSeek
          key={plan.steps.map((step) => step.key).join()}
          plan={basis}
          nameOf={nameOf}
          initial={goal}
          onFound={(found) => {
            actions.input(found.input.step, found.input.field, found.text);
            edit((state) => ({ ...state, goal: { input: found.input, output: found.output, target: found.target } }));
          }}
        />
      </LoadBoundary>
    </>
  );
}
