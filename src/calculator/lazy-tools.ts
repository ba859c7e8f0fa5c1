/**
 * What the card and a result show from the result's tools, loaded when
 * first wanted: the band scale and "What it takes", Solve for and the plan
 * bar, from one chunk (./result-tools.ts, prepared in an idle moment, so the
 * first Calculate finds it ready). What the result's buttons open loads
 * from ./result-explorers.tsx, in the result's own code. Each is shown
 * inside a LoadBoundary, which says so if its chunk cannot be fetched. They
 * are built with MUI, and load inside its scope (src/mui/MuiScope.tsx).
 */
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';

const loadTools = () => import('./result-tools');

export const LazyResultExplore = onDemand(withMui(() => loadTools().then((m) => m.ResultExplore)));
export const LazySolvePanel = onDemand(withMui(() => loadTools().then((m) => m.SolvePanel)));
export const LazyPlanBar = onDemand(withMui(() => loadTools().then((m) => m.PlanBar)));

/** Starts fetching what a first result shows beyond the panel itself. */
export function prepareResultExtras(): void {
  void LazyResultExplore.preload();
}
