/**
 * The plan page's parts built with MUI, one chunk loaded on first use
 * (./lazy-plan-tools.ts): goal seek across the plan and the saved plans.
 * Apart from the result tools' chunk, which every calculator page loads for
 * its band scale: they would make it carry a text field and zod.
 */
export { default as PlanGoalSeek } from './PlanGoalSeek';
export { default as SavedPlans } from './SavedPlans';
