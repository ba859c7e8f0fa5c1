/**
 * The figures each explorer's slice holds (engine/explorer-states.ts),
 * retyped when the visitor's number style changes (src/number-setting/):
 * Solve for's target, scenario B's inputs; the chart holds none. Apart from
 * the registry's address codec, because only a style other than en-US
 * dollars needs it, and a page's first load does without it.
 */
import { explorerNames, type ExplorerName, type ExplorerSliceOf, type ExplorerStates } from './explorer-states';

/** Figures retyped from one number style to another: one figure as typed, or a mode's input texts (their number fields). */
export interface FigureRetyper {
  figure(text: string): string;
  inputs(inputs: Record<string, string | undefined>): Record<string, string | undefined>;
}

/** Each explorer's slice with its figures retyped. */
const explorerFigures: { [K in ExplorerName]: (slice: ExplorerSliceOf[K], figures: FigureRetyper) => ExplorerSliceOf[K] } = {
  solve: (solve, figures) => ({ ...solve, target: figures.figure(solve.target) }),
  compare: (compare, figures) => figures.inputs(compare),
  chart: (chart) => chart,
};

/** Sets `name`'s slice of `explorers` in `into`, its figures retyped, when it is open. */
function retypeSlice<K extends ExplorerName>(name: K, explorers: ExplorerStates, figures: FigureRetyper, into: ExplorerStates): void {
  const slice: ExplorerSliceOf[K] | undefined = explorers[name];
  if (slice !== undefined) into[name] = explorerFigures[name](slice, figures);
}

/** `explorers` with the figures each open one holds retyped by `figures` (Solve for's target, scenario B's inputs). */
export function retypeExplorerStates(explorers: ExplorerStates, figures: FigureRetyper): ExplorerStates {
  const retyped: ExplorerStates = {};
  for (const name of explorerNames) retypeSlice(name, explorers, figures, retyped);
  return retyped;
}
