/**
 * What a result opens, loaded on demand as one chunk (./lazy-tools.ts,
 * ./result-explorers.tsx): the explorers (src/explore/) and the plan's
 * parts that a calculator's page shows (src/plan/: the plan bar and "Use
 * this result in…"). Each is small, and one chunk costs the first load one
 * map entry, not five, and keeps MUI's shared modules in few files.
 */
export { default as ResultExplore } from '../explore/ResultExplore';
export { default as SolvePanel } from '../explore/SolvePanel';
export { default as ComparePanel } from '../explore/ComparePanel';
export { default as UseResultPanel } from '../plan/UseResultPanel';
export { default as PlanBar } from '../plan/PlanBar';
