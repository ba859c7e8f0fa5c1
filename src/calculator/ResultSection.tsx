/**
 * What a form shows once it has a result: the result panel with its
 * actions (Compare, Show chart, Copy link, Copy result), the band scale and
 * "What it takes", and the chart and comparison when open. Built without
 * MUI (src/first-screen/), in a chunk of its own that the card fetches
 * once live (src/calculator/lazy-result.ts); the band scale, the explorers
 * and the chart load with MUI after it (./lazy-tools.ts).
 */
import type { explorers } from '../../contract/usage-names';
import { reportUsage } from '../usage/report';
import type { CalculatorCore, Mode, RawInputs } from '../../engine/runtime';
import type { Success } from './success';
import { useMemo, useState } from 'react';
import { workedSteps } from '../../engine/worked';
import { isEmbedPath } from '../../contract/embed';
import { LoadBoundary } from '../components/LoadBoundary';
import { LazyResultExplore } from './lazy-tools';
import { PlainButton } from '../first-screen/PlainButton';
import { ResultActions } from '../first-screen/PlainResult';
import { CopyLinkButton } from '../card-parts/CopyLinkButton';
import { CopyResultButton } from './CopyResultButton';
import { ResultPanel } from '../card-parts/ResultPanel';
import { useNumberStyle } from '../number-setting/current';
import { benchmarkNote } from './benchmark-note';
import { localResult } from '../card-parts/local-texts';
import { OpenedTools } from './OpenedTools';

export type { Success };

/** The props of {@link ResultSection}. */
export interface ResultSectionProps {
  definition: CalculatorCore;
  mode: Mode;
  result: Success;
  /** The form's id prefix (`<slug>-<mode>`). */
  prefix: string;
  /** Compare's slice of the page state: scenario B's input texts while it is open. */
  compare?: RawInputs;
  onCompare(compare: RawInputs | undefined): void;
  chart: boolean;
  onChart(chart: boolean): void;
}

/** A form's result and what it opens. */
export function ResultSection({ definition, mode, result: calculated, prefix, compare, onCompare, chart, onChart }: ResultSectionProps) {
  const [using, setUsing] = useState(false);
  // An embedded calculator stays one calculator: its links would open whole pages inside the frame.
  const [embedded] = useState(() => isEmbedPath(window.location.pathname));
  const style = useNumberStyle();
  // Its texts' dollar amounts in the visitor's currency (./local-texts.ts); the explorers start from the same inputs.
  const result = localResult(calculated, mode, style);
  const steps = useMemo(() => workedSteps(definition, mode.id, result, result.inputs, style), [definition, mode.id, result, style]);
  // Opening a tool is counted by its name (src/usage/report.ts); closing it is not.
  const explored = (explorer: (typeof explorers)[number]) => reportUsage({ type: 'explore', calculator: definition.slug, explorer });
  return (
    <>
      <ResultPanel
        result={result}
        steps={steps}
        note={benchmarkNote(mode, style)}
        headingId={`${prefix}-result`}
        actions={
          <ResultActions>
            <PlainButton
              variant="outlined"
              size="small"
              aria-pressed={Boolean(compare)}
              onClick={() => {
                if (!compare) explored('compare');
                onCompare(compare ? undefined : result.inputs);
              }}
            >
              Compare
            </PlainButton>
            <PlainButton
              variant="outlined"
              size="small"
              aria-expanded={chart}
              onClick={() => {
                if (!chart) explored('chart');
                onChart(!chart);
              }}
            >
              {chart ? 'Hide chart' : 'Show chart'}
            </PlainButton>
            <CopyLinkButton calculator={definition.slug} />
            <CopyResultButton definition={definition} mode={mode} result={result} steps={steps} style={style} />
            {!embedded && (
              <PlainButton
                variant="outlined"
                size="small"
                aria-expanded={using}
                onClick={() => {
                  if (!using) explored('use-result-in');
                  setUsing(!using);
                }}
              >
                Use this result in…
              </PlainButton>
            )}
          </ResultActions>
        }
        extras={
          mode.bands && (
            <LoadBoundary what="the band scale and What it takes">
              <LazyResultExplore key={JSON.stringify(result.inputs)} definition={definition} mode={mode} result={result} />
            </LoadBoundary>
          )
        }
      />
      <OpenedTools
        definition={definition}
        mode={mode}
        result={result}
        chart={chart}
        using={using}
        compare={compare}
        onCompare={onCompare}
      />
    </>
  );
}
