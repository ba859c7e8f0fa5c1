/**
 * Plans (DESIGN.md "Measures and plans"): calculators chained step by step,
 * in an address and, later, evaluated as one function. The façade src/ loads
 * with a plan's parts, apart from engine/runtime.ts so that a calculator's
 * first load does not carry it.
 */
export {
  readPlan,
  writePlan,
  planMessages,
  PLAN_VERSION,
  type PlanAddress,
  type PlanGoalAddress,
  type PlanLink,
  type PlanRead,
  type PlanStep,
} from './address';
export { isPlanParameter } from './parameters';
export {
  evaluatePlan,
  seekAcrossPlan,
  planSeekMessages,
  type Plan,
  type PlanStepInput,
  type StepOutcome,
  type PlanGoal,
  type PlanInput,
  type PlanSeek,
} from './evaluate';
export { planAddressOf, planFromAddress, blankStep, linkFits, type PlanOpened } from './steps';
export { appendStep, removeStep, moveStep, replaceStep, linkInto, unlink, type Chain, type Edit } from './edit';
export type { PlanTemplate } from './define';
/** An output's label with its assumed prices written in, where no calculation fills it (a plan's links, goal seek). */
export { withAssumed } from '../assumed-labels';
