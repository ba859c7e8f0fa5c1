/**
 * What a result opens, by explorer (engine/explorer-states.ts): each one's
 * button among the result's actions and its panel under the result
 * (./ResultSection.tsx). Solve for opens from the form instead, beside
 * Calculate (./ModeForm.tsx). Both tables are keyed by the explorers'
 * names, so a new explorer is a compile error here until it has a button
 * and a panel; their order is the order they show.
 *
 * The panels load on demand: Compare and "Use this result in…" with the
 * result's other tools (./result-tools.ts), the chart with its library, in
 * a chunk of its own. Each shows inside a LoadBoundary, which says so if its
 * chunk cannot be fetched, and loads inside MUI's scope (src/mui/MuiScope.tsx).
 */
import { Fragment, type ReactNode } from 'react';
import type { CalculatorCore, ExplorerName, ExplorerStates, Mode } from '../../engine/runtime';
import { LoadBoundary } from '../components/LoadBoundary';
import { LoadingLine } from '../first-screen/PlainResult';
import { PlainButton } from '../first-screen/PlainButton';
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';
import { reportExplore } from '../usage/explore-usage';
import type { Success } from './success';

const loadTools = () => import('./result-tools');
const LazyComparePanel = onDemand(withMui(() => loadTools().then((m) => m.ComparePanel)));
const LazyUseResultPanel = onDemand(withMui(() => loadTools().then((m) => m.UseResultPanel)));
const LazySensitivityChart = onDemand(withMui(() => import('../explore/SensitivityChart').then((m) => m.default)));

/** An explorer a result opens: every one but Solve for, which opens from the form. */
export type ResultExplorerName = Exclude<ExplorerName, 'solve'>;

/** A setter of each result explorer's slice of the page state, which the form holds (./use-mode-form.ts): undefined closes it. */
export type ExplorerSetters = { readonly [K in ResultExplorerName]: (slice: ExplorerStates[K]) => void };

/** What an explorer's button is given: its slice (undefined while closed), its setter, and the result shown. */
interface ButtonProps<K extends ResultExplorerName> {
  slice: ExplorerStates[K];
  set(slice: ExplorerStates[K]): void;
  result: Success;
}

/** Each result explorer's button, in the order they show, before Copy link. */
const explorerButtons: { readonly [K in ResultExplorerName]: (props: ButtonProps<K>) => ReactNode } = {
  compare: ({ slice, set, result }) => (
    <PlainButton variant="outlined" size="small" aria-pressed={Boolean(slice)} onClick={() => set(slice ? undefined : result.inputs)}>
      Compare
    </PlainButton>
  ),
  chart: ({ slice, set }) => (
    <PlainButton variant="outlined" size="small" aria-expanded={Boolean(slice)} onClick={() => set(slice ? undefined : true)}>
      {slice ? 'Hide chart' : 'Show chart'}
    </PlainButton>
  ),
};

/** What a result opens shows from: the result, the explorers' slices and setters, and whether "Use this result in…" is open. */
export interface OpenedProps {
  definition: CalculatorCore;
  mode: Mode;
  /** The result as shown (its texts in the visitor's currency). */
  result: Success;
  explorers: ExplorerStates;
  set: ExplorerSetters;
  using: boolean;
}

/** Each panel a result opens, in the order they show: the explorers' and "Use this result in…" (a plan's, not kept in the address). */
const openedPanels = {
  chart: ({ definition, mode, result, explorers }) =>
    explorers.chart && (
      <LoadBoundary what="the chart" loading={<LoadingLine>Loading the chart…</LoadingLine>}>
        <LazySensitivityChart definition={definition} modeId={mode.id} raw={result.inputs} />
      </LoadBoundary>
    ),
  'use-result-in': ({ definition, mode, result, using }) =>
    using && (
      <LoadBoundary what="the calculators this result can go into">
        <LazyUseResultPanel definition={definition} mode={mode} result={result} />
      </LoadBoundary>
    ),
  compare: ({ definition, mode, result, explorers, set }) =>
    explorers.compare && (
      <LoadBoundary what="Compare">
        <LazyComparePanel definition={definition} mode={mode} a={result} b={explorers.compare} onChange={set.compare} />
      </LoadBoundary>
    ),
} satisfies Record<ResultExplorerName | 'use-result-in', (props: OpenedProps) => ReactNode>;

const buttonNames = /* @__PURE__ */ Object.keys(explorerButtons) as ResultExplorerName[];

/** What the explorers' buttons are given. */
type ButtonsProps = Pick<OpenedProps, 'definition' | 'result' | 'explorers' | 'set'>;

/** The button of the explorer `name`; opening it is counted by its name (src/usage/explore-usage.ts), closing it is not. */
function explorerButton<K extends ResultExplorerName>(name: K, { definition, result, explorers, set }: ButtonsProps): ReactNode {
  const slice = explorers[name];
  const setSlice = (next: ExplorerStates[K]) => {
    if (slice === undefined && next !== undefined) reportExplore(definition.slug, name);
    set[name](next);
  };
  return explorerButtons[name]({ slice, set: setSlice, result });
}

/** The result explorers' buttons, among the result's actions. */
export function ExplorerButtons(props: ButtonsProps) {
  return buttonNames.map((name) => <Fragment key={name}>{explorerButton(name, props)}</Fragment>);
}

/** What the result's buttons have opened, under its panel. */
export function OpenedPanels(props: OpenedProps) {
  return Object.entries(openedPanels).map(([name, panel]) => <Fragment key={name}>{panel(props)}</Fragment>);
}
