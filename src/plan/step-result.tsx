import type { ReactNode } from 'react';
import type { StepOutcome } from '../../engine/plan';
import type { CalcSuccess, CalculatorCore, Mode, NumberStyle, RawInputs } from '../../engine/runtime';
import { LazyResultExplore } from './lazy-result-explore';
import { localResult } from '../card-parts/local-texts';
import { ResultPanel } from '../card-parts/ResultPanel';
import { LoadBoundary } from '../components/LoadBoundary';

/**
 * A plan step's result section (./PlanStepCard.tsx): its result, band and what it takes; nothing until the step has a
 * result. The card memoises it by its arguments, so a keystroke does not render it again.
 */
export function stepResult(
  outcome: StepOutcome,
  definition: CalculatorCore,
  mode: Mode,
  prefix: string,
  titleId: string,
  style: NumberStyle,
): ReactNode {
  if (outcome.status !== 'done') return null;
  // A plan shows each step's result, band and what it takes; the tips stay on the step's own page, or a plan of a few
  // steps would be mostly advice.
  const result = { ...localResult(outcome.result, mode, style), tips: undefined, inputs: outcome.inputs } as CalcSuccess & {
    inputs: RawInputs;
  };
  return (
    <ResultPanel
      result={result}
      headingId={`${prefix}-result`}
      labelledBy={`${titleId} ${prefix}-result`}
      extras={
        mode.bands && (
          <LoadBoundary what="the band scale and What it takes">
            <LazyResultExplore definition={definition} mode={mode} result={result} />
          </LoadBoundary>
        )
      }
    />
  );
}
