import { useDeferredValue, type ReactNode } from 'react';
import type { CalcSuccess, Tone } from '../../engine/runtime';
import {
  BandAlert,
  ResultFrame,
  TableOutputView,
  TextOutputView,
  TipsList,
  ValueOutputView,
  WorkedSteps,
  BenchmarkNote,
} from '../first-screen/PlainResult';

const severity: Record<Tone, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'error',
  primary: 'info',
};

/**
 * The result of a successful Calculate: outputs in definition order (the
 * first value output large), the calculation with the visitor's numbers,
 * the interpretation band, `extras` and the
 * tips; `actions` sit beside the heading. Built without MUI
 * (src/first-screen/PlainResult.tsx): a first Calculate loads none of it.
 */
export function ResultPanel({
  result,
  headingId,
  labelledBy,
  actions,
  extras,
  steps = [],
  note,
}: {
  result: CalcSuccess;
  headingId: string;
  /** What names the result's section, when not its heading alone (ids: a plan's step title and the heading). */
  labelledBy?: string;
  actions?: ReactNode;
  /** Shown under the band: its scale and what it takes to reach the next one. */
  extras?: ReactNode;
  /** The calculation with the visitor's numbers, a line a step (engine/worked.ts), under the outputs. */
  steps?: readonly string[];
  /** What the benchmarks are, where they are not local figures (./benchmark-note.ts): beside the band. */
  note?: string;
}) {
  const firstValue = result.outputs.find((o) => o.kind === 'value');
  // When the panel first appears, the outputs and the band are painted in the frame of the press; the buttons
  // beside the heading, the explorers and the tips follow in the next (a deferred render). Mounting them all on
  // the press made the first Calculate's time to the next paint (INP) half as long again. Later results update
  // everything together, so a band or tip never lags behind its number.
  const complete = useDeferredValue(true, false);
  return (
    <ResultFrame headingId={headingId} labelledBy={labelledBy} actions={complete && actions}>
      {result.outputs.map((output) => {
        if (output.kind === 'value') {
          const large = output === firstValue;
          return <ValueOutputView key={output.id} output={output} large={large} colour={output.tone ?? (large ? 'primary' : 'info')} />;
        }
        if (output.kind === 'text') return <TextOutputView key={output.id} output={output} />;
        return <TableOutputView key={output.id} output={output} />;
      })}
      {steps.length > 0 && <WorkedSteps steps={steps} />}
      {result.band && <BandAlert severity={severity[result.band.tone]} label={result.band.label} text={result.band.text} />}
      {note && <BenchmarkNote>{note}</BenchmarkNote>}
      {complete && extras}
      {complete && result.tips && <TipsList tips={result.tips} />}
    </ResultFrame>
  );
}
