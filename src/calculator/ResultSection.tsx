/**
 * What a form shows once it has a result: the result panel with its
 * actions (the explorers' buttons, Copy link, Copy result, "Use this result
 * in…"), the band scale and "What it takes", and what those buttons opened
 * (./result-explorers.tsx). Built without
 * MUI (src/first-screen/), in a chunk of its own that the card fetches
 * once hydrated (src/calculator/lazy-result.ts); the band scale, the explorers
 * and the chart load with MUI after it (./lazy-tools.ts).
 */
import { reportUsage } from '../usage/report';
import type { CalculatorCore, ExplorerStates, Mode } from '../../engine/runtime';
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
import { ExplorerButtons, OpenedPanels, type ExplorerSetters } from './result-explorers';
import { currentPath } from '../address/read';

export type { Success };

/** The props of {@link ResultSection}. */
export interface ResultSectionProps {
  definition: CalculatorCore;
  mode: Mode;
  result: Success;
  /** The form's id prefix (`<slug>-<mode>`). */
  prefix: string;
  /** What the form's explorers hold (engine/explorer-states.ts), and the setter of each that the result opens. */
  explorers: ExplorerStates;
  set: ExplorerSetters;
}

/** A form's result and what it opens. */
export function ResultSection({ definition, mode, result: calculated, prefix, explorers, set }: ResultSectionProps) {
  const [using, setUsing] = useState(false);
  // An embedded calculator stays one calculator: its links would open whole pages inside the frame.
  const [embedded] = useState(() => isEmbedPath(currentPath()));
  const style = useNumberStyle();
  // Its texts' dollar amounts in the visitor's currency (./local-texts.ts); the explorers start from the same inputs.
  const result = localResult(calculated, mode, style);
  const steps = useMemo(() => workedSteps(definition, mode.id, result, result.inputs, style), [definition, mode.id, result, style]);
  return (
    <>
      <ResultPanel
        result={result}
        steps={steps}
        note={benchmarkNote(mode, style)}
        headingId={`${prefix}-result`}
        actions={
          <ResultActions>
            <ExplorerButtons definition={definition} result={result} explorers={explorers} set={set} />
            <CopyLinkButton calculator={definition.slug} />
            <CopyResultButton definition={definition} mode={mode} result={result} steps={steps} style={style} />
            {!embedded && (
              <PlainButton
                variant="outlined"
                size="small"
                aria-expanded={using}
                onClick={() => {
                  // Counted by its name as an explorer's opening is (src/usage/explore-usage.ts); closing it is not.
                  if (!using) reportUsage({ type: 'explore', calculator: definition.slug, explorer: 'use-result-in' });
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
      <OpenedPanels definition={definition} mode={mode} result={result} explorers={explorers} set={set} using={using} />
    </>
  );
}
