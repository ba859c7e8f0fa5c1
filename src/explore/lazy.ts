/**
 * The explorers load when first wanted: the band scale, "What it takes",
 * Solve for and Compare as one chunk (prepared in an idle moment, so the
 * first Calculate finds it ready), the sensitivity chart and its chart
 * library as another, only when a chart is asked for.
 */
import { lazy } from 'react';

const loadTools = () => import('./tools');

export const LazyResultExplore = lazy(() => loadTools().then((m) => ({ default: m.ResultExplore })));
export const LazySolvePanel = lazy(() => loadTools().then((m) => ({ default: m.SolvePanel })));
export const LazyComparePanel = lazy(() => loadTools().then((m) => ({ default: m.ComparePanel })));
export const LazySensitivityChart = lazy(() => import('./SensitivityChart'));

/** Starts fetching what a first result shows beyond the panel itself. */
export function prepareResultExtras(): void {
  void loadTools();
}
