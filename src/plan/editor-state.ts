/** The plan page's state (./PlanEditor.tsx), and how its parts change it. */
import type { PlanGoalAddress } from '../../engine/plan';
import type { NumberStyle } from '../../engine/runtime';
import type { EditorPlan } from './plan-edits';

/** The plan, its goal seek, what its last edit dropped, and the key the next step gets. */
export interface EditorState {
  plan: EditorPlan;
  /** Goal seek's slice: what it was last asked (kept in the address), until the steps are rearranged. */
  goal?: PlanGoalAddress;
  /** What the last edit dropped, said once. */
  notice?: string;
  nextKey: number;
  /** The number style the plan's figures are typed in: the page's, once a change of it has retyped them (./plan-style.ts). */
  style: NumberStyle;
  /**
   * The site's example the plan opened as (a template's "Open this plan"), its figures typed the en-US way in US
   * dollars, until the first edit: a change of currency converts it again (./plan-style.ts exampleIn), where a
   * visitor's own figures are only retyped.
   */
  example?: { plan: EditorPlan; goal?: PlanGoalAddress };
}

/** Applies an edit to the plan page's state (and shows the plan in the address after it). */
export type EditState = (change: (state: EditorState) => EditorState) => void;

/** Puts focus on the element with this id once the edit is on the page (a moved step's button, a new step's field). */
export type FocusAfter = (id: string) => void;
