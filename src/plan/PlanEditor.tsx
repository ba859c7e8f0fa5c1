import { useCallback, useEffect, useRef, useState } from 'react';
import { calculatorNames } from 'virtual:calculator-names';
import { appendStep, type PlanLink, type PlanOpened } from '../../engine/plan';
import { defaultStyle, findMode, type NumberStyle } from '../../engine/runtime';
import { EXAMPLE_PARAMETER } from '../../contract/number-setting-names';
import { useNumberStyle } from '../number-setting/current';
import { exampleIn, retypeGoal, retypePlan } from './plan-style';
import { LazySavedPlans } from './lazy-plan-tools';
import { LazyResultExplore } from '../calculator/lazy-tools';
import { LoadBoundary } from '../components/LoadBoundary';
import { LoadFailedRow } from '../first-screen/PlainBoxes';
import { PlainLinkButton } from '../first-screen/PlainLinkButton';
import { onDemand } from '../on-demand';
import { AddStepCard, type NewStep, type StepChoice } from './AddStepCard';
import type { EditorState } from './editor-state';
import { loadDefinition } from './load-definition';
import { stepIds } from './step-ids';

/** A calculator's name in a plan ("Cost Per Acquisition (CPA)"); the slug for one the site no longer has. */
const nameOf = (slug: string) => calculatorNames[slug] ?? slug;

/** What a plan can start with: every calculator, by name. */
const firstSteps: StepChoice[] = Object.keys(calculatorNames)
  .map((slug) => ({ value: slug, label: nameOf(slug), step: { slug } }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The steps, loaded once a plan has any (./PlanView.tsx). */
const LazyPlanView = onDemand(() => import('./PlanView').then((m) => m.default));

/** The id of the add-step card's select, where focus goes when the last step is removed. */
const ADD_CHOICE_ID = 'plan-add-choice';

const emptyState: EditorState = { plan: { steps: [], links: [] }, nextKey: 0, style: defaultStyle };

/**
 * The state of a plan just opened from the address, whose figures are written the en-US way: typed in the page's
 * `style` from here on; a template's example figures (`example=1`) converted into its currency too.
 */
function openedState(opened: Extract<PlanOpened, { ok: true }>, style: NumberStyle): EditorState {
  const plan = { ...opened.plan, steps: opened.plan.steps.map((step, key) => ({ ...step, key })) };
  const base = { nextKey: opened.plan.steps.length, style };
  if (new URLSearchParams(window.location.search).has(EXAMPLE_PARAMETER)) {
    const example = { plan, goal: opened.goal };
    return { ...base, ...exampleIn(plan, opened.goal, style), example };
  }
  return { ...base, plan: retypePlan(plan, defaultStyle, style), goal: retypeGoal(opened.goal, defaultStyle, style) };
}

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
  const [opening, setOpening] = useState<'no' | 'yes' | { message: string }>('no');
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
  useEffect(() => {
    setHydrated(true);
    if (!new URLSearchParams(window.location.search).has('plan')) return;
    let current = true;
    setOpening('yes');
    void LazyPlanView.preload();
    const extras = LazyResultExplore.preload().then(noop, noop);
    // Its code (reading, loading each step's calculator, checking the links) only a plan link needs.
    import('./open-plan')
      .then(({ openPlan }) => openPlan(window.location.search))
      // Its results show with their band scales and what they take, not above a gap those fill a moment later: that
      // moved the later steps' buttons under a visitor's pointer, and a press begun on one and ended on another is lost.
      .then(async (opened) => {
        if (opened?.ok && opened.plan.steps.some((step) => findMode(step.definition, step.mode).bands)) await extras;
        return opened;
      })
      .then(
        (opened) => {
          if (!current) return;
          if (opened && !opened.ok) return setOpening({ message: opened.message });
          setOpening('no');
          if (opened) setState((s) => openedState(opened, s.style));
        },
        () => current && setOpening({ message: 'Could not load this plan’s calculators. Check your connection, then reload the page.' }),
      );
    return () => {
      current = false;
    };
  }, []);

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

  const add = useCallback(
    async ({ slug, mode, link }: NewStep) => {
      // The steps' code with the calculator: the first step renders at once, and focus can go to its first field.
      const [definition] = await Promise.all([loadDefinition(slug), LazyPlanView.preload()]);
      // Here before its first result, so that result shows whole (see the plan's opening above).
      void LazyResultExplore.preload().then(noop, noop);
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
    },
    [edit],
  );

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
          onClick={(event) => (event.currentTarget.href = `/plan${window.location.search}`)}
        >
          Open the full plan
        </PlainLinkButton>
      )}
    </>
  );
}

const noop = () => {};
