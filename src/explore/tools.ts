/** The explorers that load on demand, as one chunk: each is small, and one chunk costs the first load one map entry, not three. */
export { default as ResultExplore } from './ResultExplore';
export { default as SolvePanel } from './SolvePanel';
export { default as ComparePanel } from './ComparePanel';
