/**
 * Opening the plan a page's address holds (./PlanEditor.tsx). The
 * pre-rendered page is the same for every address, so the plan in it is
 * opened after hydration.
 */
import type { Dispatch, SetStateAction } from 'react';
import type { PlanOpened } from '../../engine/plan';
import { addressHolds, readAddress } from '../address/read';
import { exampleSlice } from '../address/example-slice';
import { defaultStyle, findMode, isPlanParameter, type NumberStyle } from '../../engine/runtime';
import { prepareResultExplore } from './lazy-result-explore';
import type { EditorState } from './editor-state';
import { LazyPlanView } from './lazy-plan-view';
import { exampleIn, retypeGoal, retypePlan } from './plan-style';

/** Whether the page is opening the plan in its address, or why it could not. */
export type Opening = 'no' | 'yes' | { message: string };

/** What opening a plan sets on the plan page: that it hydrated, where opening is, and the plan opened. */
export interface OpeningSetters {
  setHydrated: Dispatch<SetStateAction<boolean>>;
  setOpening: Dispatch<SetStateAction<Opening>>;
  setState: Dispatch<SetStateAction<EditorState>>;
}

/**
 * The state of a plan just opened from the address, whose figures are written the en-US way: typed in the page's
 * `style` from here on; a template's example figures (`example=1`) converted into its currency too.
 */
function openedState(opened: Extract<PlanOpened, { ok: true }>, style: NumberStyle): EditorState {
  const plan = { ...opened.plan, steps: opened.plan.steps.map((step, key) => ({ ...step, key })) };
  const base = { nextKey: opened.plan.steps.length, style };
  if (readAddress(exampleSlice)) {
    const example = { plan, goal: opened.goal };
    return { ...base, ...exampleIn(plan, opened.goal, style), example };
  }
  return { ...base, plan: retypePlan(plan, defaultStyle, style), goal: retypeGoal(opened.goal, defaultStyle, style) };
}

/** The plan in the address, read and opened with the code its steps show with. */
function loadOpened(): Promise<PlanOpened | undefined> {
  void LazyPlanView.preload();
  const extras = prepareResultExplore();
  // Its code (the plan's slice of the address, loading each step's calculator, checking the links) only a plan link needs.
  return (
    import('./open-plan')
      .then(({ openPlan }) => openPlan())
      // Its results show with their band scales and what they take, not above a gap those fill a moment later: that
      // moved the later steps' buttons under a visitor's pointer, and a press begun on one and ended on another is lost.
      .then(async (opened) => {
        if (opened?.ok && opened.plan.steps.some((step) => findMode(step.definition, step.mode).bands)) await extras;
        return opened;
      })
  );
}

/**
 * The plan page's effect on hydration: marks it hydrated and, when the address holds a plan, opens it, saying why
 * when it cannot. Returns the effect's cleanup, after which what opens is dropped.
 */
export function openAfterHydration({ setHydrated, setOpening, setState }: OpeningSetters): (() => void) | undefined {
  setHydrated(true);
  // Whether the address holds a plan at all is known without the plan's codec, which only a plan link needs.
  if (!addressHolds(isPlanParameter)) return;
  let current = true;
  setOpening('yes');
  loadOpened().then(
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
}
