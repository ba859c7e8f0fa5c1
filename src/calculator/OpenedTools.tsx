import type { CalculatorCore, Mode, RawInputs } from '../../engine/runtime';
import { LoadBoundary } from '../components/LoadBoundary';
import { LazyComparePanel, LazySensitivityChart, LazyUseResultPanel } from './lazy-tools';
import { LoadingLine } from '../first-screen/PlainResult';
import type { Success } from './success';

/** The props of {@link OpenedTools}. */
export interface OpenedToolsProps {
  definition: CalculatorCore;
  mode: Mode;
  /** The result as shown (its texts in the visitor's currency). */
  result: Success;
  chart: boolean;
  using: boolean;
  /** Scenario B's input texts while Compare is open. */
  compare?: RawInputs;
  onCompare(compare: RawInputs | undefined): void;
}

/** What a result's buttons open under its panel (./ResultSection.tsx): the chart, where it can go, and Compare. */
export function OpenedTools({ definition, mode, result, chart, using, compare, onCompare }: OpenedToolsProps) {
  return (
    <>
      {chart && (
        <LoadBoundary what="the chart" loading={<LoadingLine>Loading the chart…</LoadingLine>}>
          <LazySensitivityChart definition={definition} modeId={mode.id} raw={result.inputs} />
        </LoadBoundary>
      )}
      {using && (
        <LoadBoundary what="the calculators this result can go into">
          <LazyUseResultPanel definition={definition} mode={mode} result={result} />
        </LoadBoundary>
      )}
      {compare && (
        <LoadBoundary what="Compare">
          <LazyComparePanel definition={definition} mode={mode} a={result} b={compare} onChange={onCompare} />
        </LoadBoundary>
      )}
    </>
  );
}
