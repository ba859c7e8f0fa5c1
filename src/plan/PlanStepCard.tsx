import { memo, useMemo } from 'react';
import { defaultStyle, fieldLabel, findMode, pageStateCodec, type CalcSuccess, type RawInputs } from '../../engine/runtime';
import { numberFields, retypeInputs } from '../number-setting/address';
import { linkedQuery } from '../number-setting/linked-query';
import { useNumberStyle } from '../number-setting/current';
import { localResult } from '../calculator/local-texts';
import type { PlanLink, StepOutcome } from '../../engine/plan';
import { FieldInput } from '../calculator/FieldInput';
import { LazyResultExplore } from '../calculator/lazy-tools';
import { ResultPanel } from '../calculator/ResultPanel';
import { LoadBoundary } from '../components/LoadBoundary';
import { PlainButton } from '../first-screen/PlainButton';
import { PlainLinkButton } from '../first-screen/PlainLinkButton';
import { ActionsBox, ErrorLine, FieldGrid, PlainBox } from '../first-screen/PlainBoxes';
import { PlainCard } from '../first-screen/PlainCard';
import { PlainSelectField } from '../first-screen/PlainField';
import { LoadingLine } from '../first-screen/PlainResult';
import type { EditorStep } from './plan-edits';
import { stepIds } from './step-ids';

/** What a step's card does to the plan; each takes the step's index. */
export interface StepActions {
  input(step: number, field: string, text: string): void;
  mode(step: number, mode: string): void;
  unlink(step: number, field: string): void;
  move(step: number, to: number): void;
  remove(step: number): void;
}

/** The props of {@link PlanStepCard}. */
export interface PlanStepCardProps {
  index: number;
  count: number;
  step: EditorStep;
  /** The step's name ("Cost Per Acquisition (CPA)"). */
  name: string;
  outcome: StepOutcome;
  /** The links into this step, each with what it reads as ("From step 1: Required Clicks"). */
  links: readonly { link: PlanLink; from: string }[];
  actions: StepActions;
}

/**
 * One step of a plan, as its calculator's card shows it: its inputs (a
 * linked field filled by an earlier step, read-only, with where it comes
 * from and a button to unlink it), then its result, band, band scale and
 * "What it takes", recalculated with every edit; or the first rule its
 * inputs fail; or that it waits for an earlier step. Buttons move and
 * remove it.
 */
export const PlanStepCard = memo(function PlanStepCard({ index, count, step, name, outcome, links, actions }: PlanStepCardProps) {
  const { definition } = step;
  const mode = findMode(definition, step.mode);
  const style = useNumberStyle();
  const ids = stepIds(step.key);
  const modes = definition.calculator.modes;
  const linkOf = (field: string) => links.find((l) => l.link.to.field === field);
  const shownInputs: RawInputs = outcome.status === 'waiting' ? step.inputs : outcome.inputs;
  const invalidField = outcome.status === 'failed' ? outcome.field : undefined;
  // What each field shows: a linked one its carried value, the others what was typed.
  const current: RawInputs = Object.fromEntries(
    mode.fields.map((f) => [f.id, (linkOf(f.id) ? shownInputs[f.id] : step.inputs[f.id]) ?? '']),
  );
  const pageHref = `/calculators/${definition.slug}${linkedQuery(
    pageStateCodec(definition).encode({
      mode: mode.id,
      inputs: retypeInputs(current, numberFields(mode), style, defaultStyle),
      explorers: {},
    }),
    style,
  )}`;
  // A plan shows each step's result, band and what it takes; the tips stay on the step's own page, or a plan of a few
  // steps would be mostly advice.
  // The same element while the outcome is the same: a keystroke re-renders its field, not the step's result, band
  // scale and what it takes (those follow with the new outcome: ./PlanView.tsx).
  const resultView = useMemo(() => {
    if (outcome.status !== 'done') return null;
    const result = { ...localResult(outcome.result, mode, style), tips: undefined, inputs: outcome.inputs } as CalcSuccess & {
      inputs: RawInputs;
    };
    return (
      <ResultPanel
        result={result}
        headingId={`${ids.prefix}-result`}
        labelledBy={`${ids.title} ${ids.prefix}-result`}
        extras={
          mode.bands && (
            <LoadBoundary what="the band scale and What it takes">
              <LazyResultExplore definition={definition} mode={mode} result={result} />
            </LoadBoundary>
          )
        }
      />
    );
  }, [outcome, definition, mode, ids.prefix, ids.title, style]);
  return (
    <PlainCard titleId={ids.title} title={`Step ${index + 1}: ${name}`} data-testid="plan-step">
      {modes.length > 1 && (
        <PlainBox>
          <PlainSelectField
            id={`${ids.prefix}-mode`}
            name="mode"
            label="Mode"
            value={mode.id}
            onChange={(event) => actions.mode(index, event.target.value)}
            options={modes.map((m) => ({ value: m.id, label: m.label }))}
          />
        </PlainBox>
      )}
      <FieldGrid double={mode.fields.length > 1}>
        {mode.fields.map((field) => {
          const linked = linkOf(field.id);
          return (
            <FieldInput
              key={field.id}
              field={linked && field.kind === 'number' ? { ...field, helperText: linked.from, placeholder: undefined } : field}
              value={current[field.id] ?? ''}
              onChange={(id, text) => actions.input(index, id, text)}
              inputId={`${ids.prefix}-${field.id}`}
              errorId={ids.error}
              invalid={invalidField === field.id}
              onEdit={noop}
              readOnly={Boolean(linked)}
            />
          );
        })}
      </FieldGrid>
      <ErrorLine id={ids.error}>{outcome.status === 'failed' ? outcome.message : undefined}</ErrorLine>
      <ActionsBox afterError={outcome.status === 'failed'}>
        {links.map(({ link }) => {
          const field = mode.fields.find((f) => f.id === link.to.field);
          return (
            <PlainButton key={link.to.field} variant="outlined" size="small" onClick={() => actions.unlink(index, link.to.field)}>
              {`Unlink ${field ? fieldLabel(field, style) : link.to.field}`}
            </PlainButton>
          );
        })}
        <PlainButton id={ids.up} variant="text" size="small" disabled={index === 0} onClick={() => actions.move(index, index - 1)}>
          Move up
        </PlainButton>
        <PlainButton
          id={ids.down}
          variant="text"
          size="small"
          disabled={index === count - 1}
          onClick={() => actions.move(index, index + 1)}
        >
          Move down
        </PlainButton>
        <PlainButton id={ids.remove} variant="text" size="small" onClick={() => actions.remove(index)}>
          Remove step
        </PlainButton>
        {/* Its own page, with these inputs: the article, the benchmarks behind its bands, the chart. */}
        <PlainLinkButton variant="text" size="small" href={pageHref}>
          {`Open ${name}`}
        </PlainLinkButton>
      </ActionsBox>
      {outcome.status === 'waiting' && <LoadingLine>{`Waiting for step ${outcome.on + 1}: its inputs need fixing first.`}</LoadingLine>}
      {resultView}
    </PlainCard>
  );
});

const noop = () => {};
