/**
 * What a result opens, loaded on demand as one chunk: the explorers and the plan's parts (src/plan/). Each is
 * small, and one chunk costs the first load one map entry, not five, and keeps MUI's shared modules in few files.
 */
export { default as ResultExplore } from './ResultExplore';
export { default as SolvePanel } from './SolvePanel';
export { default as ComparePanel } from './ComparePanel';
export { default as UseResultPanel } from '../plan/UseResultPanel';
export { default as PlanBar } from '../plan/PlanBar';
