import { useCallback, useEffect, useRef, useState } from 'react';
import { calculatorNames } from 'virtual:calculator-names';
import { defaultStyle } from '../../engine/runtime';
import { currentQuery } from '../address/read';
import { useNumberStyle } from '../number-setting/current';
import { exampleIn, retypeGoal, retypePlan } from './plan-style';
import { LazySavedPlans } from './lazy-plan-tools';
import { LoadBoundary } from '../components/LoadBoundary';
import { LoadFailedRow } from '../first-screen/PlainBoxes';
import { PlainLinkButton } from '../first-screen/PlainLinkButton';
import { AddStepCard, type NewStep, type StepChoice } from './AddStepCard';
import { addStep } from './add-step';
import type { EditorState } from './editor-state';
import { LazyPlanView } from './lazy-plan-view';
import { openAfterHydration, type Opening } from './opening';

/** A calculator's name in a plan ("Cost Per Acquisition (CPA)"); the slug for one the site no longer has. */
const nameOf = (slug: string) => calculatorNames[slug] ?? slug;

/** What a plan can start with: every calculator, by name. */
const firstSteps: StepChoice[] = Object.keys(calculatorNames)
  .map((slug) => ({ value: slug, label: nameOf(slug), step: { slug } }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The id of the add-step card's select, where focus goes when the last step is removed. */
const ADD_CHOICE_ID = 'plan-add-choice';

const emptyState: EditorState = { plan: { steps: [], links: [] }, nextKey: 0, style: defaultStyle };

/**
 * The plan page's island: a plan's steps, each recalculated with every edit
 * (engine/plan/evaluate.ts), the card that adds a step, and the plan's link.
 * The plan lives in the address (engine/plan/address.ts), read once when the
 * page opens and written after every edit, so a plan's link opens the same
 * plan anywhere. An address that cannot be opened says why. `embedded`
 * (/embed/plan, framed by another site): no plans saved in this browser,
 * and a link that opens the full plan page outside the frame.
 */
export function PlanEditor({ embedded = false }: { embedded?: boolean }) {
  const [state, setState] = useState<EditorState>(emptyState);
  const [opening, setOpening] = useState<Opening>('no');
  const [hydrated, setHydrated] = useState(false);
  const edited = useRef(false);
  const focusAfter = useRef<string | undefined>(undefined);
  const { plan, notice, goal } = state;
  const style = useNumberStyle();

  // The plan's figures follow a change of number style (./plan-style.ts).
  useEffect(() => {
    setState((s) => {
      if (s.style === style) return s;
      if (s.example) return { ...s, ...exampleIn(s.example.plan, s.example.goal, style), style };
      return { ...s, plan: retypePlan(s.plan, s.style, style), goal: retypeGoal(s.goal, s.style, style), style };
    });
  }, [style]);

  // The pre-rendered page is the same for every address: the plan in it is opened after hydration.
  useEffect(() => openAfterHydration({ setHydrated, setOpening, setState }), []);

  useEffect(() => {
    // In order: each edit's write waits for the same module, and runs after the ones before it.
    if (edited.current) void import('./open-plan').then(({ showPlan }) => showPlan(plan, goal, state.style));
    const target = focusAfter.current && document.getElementById(focusAfter.current);
    focusAfter.current = undefined;
    if (target instanceof HTMLElement) target.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the style changes only with the plan (retyped with it)
  }, [plan, goal]);

  const edit = useCallback((change: (state: EditorState) => EditorState) => {
    edited.current = true;
    // Once edited, the plan is the visitor's own: its figures are retyped, not converted, when the style changes.
    setState((s) => ({ ...change(s), example: undefined }));
  }, []);
  const focusNext = useCallback((id: string) => {
    focusAfter.current = id;
  }, []);

  const add = useCallback((step: NewStep) => addStep(step, edit, focusAfter), [edit]);

  if (opening === 'yes') return null;
  return (
    <>
      {typeof opening === 'object' && <LoadFailedRow message={opening.message} />}
      {plan.steps.length === 0 ? (
        <AddStepCard first choices={firstSteps} onAdd={add} choiceId={ADD_CHOICE_ID} />
      ) : (
        <LoadBoundary what="the plan">
          <LazyPlanView
            plan={plan}
            notice={notice}
            goal={goal}
            embedded={embedded}
            edit={edit}
            focusAfter={focusNext}
            onAdd={add}
            nameOf={nameOf}
            choiceId={ADD_CHOICE_ID}
            style={state.style}
          />
        </LoadBoundary>
      )}
      {/* Read after hydration: the pre-rendered page knows no saved plan. */}
      {hydrated && !embedded && (
        <LoadBoundary what="the saved plans">
          <LazySavedPlans steps={plan.steps.length} suggestedName={plan.steps.map((step) => nameOf(step.definition.slug)).join(' → ')} />
        </LoadBoundary>
      )}
      {embedded && (
        <PlainLinkButton
          variant="text"
          size="small"
          href="/plan"
          target="_blank"
          rel="noopener"
          // The plan as it is when followed: every edit is in this frame's address.
          onClick={(event) => (event.currentTarget.href = `/plan${currentQuery()}`)}
        >
          Open the full plan
        </PlainLinkButton>
      )}
    </>
  );
}
