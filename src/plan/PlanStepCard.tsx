import { memo, useMemo } from 'react';
import { findMode, isNumberField, type RawInputs } from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';
import type { PlanLink, StepOutcome } from '../../engine/plan';
import { FieldInput } from '../card-parts/FieldInput';
import { ErrorLine, FieldGrid, PlainBox } from '../first-screen/PlainBoxes';
import { PlainCard } from '../first-screen/PlainCard';
import { PlainSelectField } from '../first-screen/PlainField';
import { LoadingLine } from '../first-screen/PlainResult';
import type { EditorStep } from './plan-edits';
import { StepButtons, type StepActions } from './StepButtons';
import { stepIds } from './step-ids';
import { stepPageHref } from './step-page-href';
import { stepResult } from './step-result';

export type { StepActions };

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
  const pageHref = stepPageHref(definition, mode, current, style);
  // The same element while the outcome is the same: a keystroke re-renders its field, not the step's result, band
  // scale and what it takes (those follow with the new outcome: ./PlanView.tsx).
  const resultView = useMemo(
    () => stepResult(outcome, definition, mode, ids.prefix, ids.title, style),
    [outcome, definition, mode, ids.prefix, ids.title, style],
  );
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
              field={linked && isNumberField(field) ? { ...field, helperText: linked.from, placeholder: undefined } : field}
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
      <StepButtons
        index={index}
        count={count}
        ids={ids}
        mode={mode}
        links={links}
        actions={actions}
        name={name}
        pageHref={pageHref}
        failed={outcome.status === 'failed'}
        style={style}
      />
      {outcome.status === 'waiting' && <LoadingLine>{`Waiting for step ${outcome.on + 1}: its inputs need fixing first.`}</LoadingLine>}
      {resultView}
    </PlainCard>
  );
});

const noop = () => {};
