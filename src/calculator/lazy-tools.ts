/**
 * What a result opens loads when first wanted: the band scale, "What it
 * takes", Solve for, Compare, "Use this result in…" and the plan bar as one
 * chunk (./result-tools.ts, prepared in an idle moment, so the first
 * Calculate finds it ready), the sensitivity chart and its chart library as
 * another, only when a chart is asked for. Each is shown inside a
 * LoadBoundary, which says so if its chunk cannot be fetched. They are built
 * with MUI, and load inside its scope (src/mui/MuiScope.tsx).
 */
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';

const loadTools = () => import('./result-tools');

export const LazyResultExplore = onDemand(withMui(() => loadTools().then((m) => m.ResultExplore)));
export const LazySolvePanel = onDemand(withMui(() => loadTools().then((m) => m.SolvePanel)));
export const LazyComparePanel = onDemand(withMui(() => loadTools().then((m) => m.ComparePanel)));
export const LazyUseResultPanel = onDemand(withMui(() => loadTools().then((m) => m.UseResultPanel)));
export const LazyPlanBar = onDemand(withMui(() => loadTools().then((m) => m.PlanBar)));
export const LazySensitivityChart = onDemand(withMui(() => import('../explore/SensitivityChart').then((m) => m.default)));

/** Starts fetching what a first result shows beyond the panel itself. */
export function prepareResultExtras(): void {
  void LazyResultExplore.preload();
}
