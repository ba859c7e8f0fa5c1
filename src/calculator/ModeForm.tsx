import { memo } from 'react';
import type { CalculatorCore, Mode } from '../../engine/runtime';
import { LoadBoundary } from '../components/LoadBoundary';
import { LazySolvePanel } from './lazy-tools';
import { classOf } from '../first-screen/card-classes';
import { PlainButton } from '../first-screen/PlainButton';
import { ActionsBox, ErrorLine, FieldGrid } from '../first-screen/PlainBoxes';
import { FieldInput } from '../card-parts/FieldInput';
import { LazyResultSection } from './lazy-result';
import type { Success } from './success';
import type { FormValues } from '../card-parts/use-form-values';
import { useModeForm } from './use-mode-form';
import type { Calculated } from './useCalculatorState';

interface ModeFormProps {
  definition: CalculatorCore;
  mode: Mode;
  error?: string;
  /** The field the error concerns, marked invalid. */
  invalidField?: string;
  result?: Success;
  /** The inputs of the mode's last calculation (./useCalculatorState.ts keeps them). */
  calculated?: Calculated;
  /** Calculate with these inputs. */
  onSubmit(values: FormValues): void;
  onEdit(): void;
}

/**
 * One mode's form: its fields, the red error line above the button, the
 * button and the result. Calculate runs the engine at once, on the press
 * (validation included), so the result is painted in the frame after it.
 * The form holds what its explorers hold (./use-mode-form.ts), each
 * explorer given its slice and a setter; the inputs of its last
 * calculation are the card's (./useCalculatorState.ts). The address opened with is applied (and calculated)
 * when the form mounts, and the state is shown in the address after every
 * change (./page-address.ts, ./show-page-state.ts). Memoised, and its fields too: a calculation
 * re-renders the result, not the inputs. When the page's number style
 * changes (src/number-setting/), the figures typed are retyped in it and a
 * result is calculated again, so "1,500" in en-US stays 1500 in de-DE.
 */
export const ModeForm = memo(function ModeForm({
  definition,
  mode,
  error,
  invalidField,
  result,
  calculated,
  onSubmit,
  onEdit,
}: ModeFormProps) {
  const { values, setValue, getValues, explorers, solveOpen, toggleSolve, solved, set, submit } = useModeForm(
    definition,
    mode,
    calculated,
    onSubmit,
  );
  // The setter of each explorer a result opens (./result-explorers.tsx), the same from render to render.
  const prefix = `${definition.slug}-${mode.id}`;
  const errorId = `${prefix}-error`;
  return (
    <form
      className={classOf('box', 'root')}
      noValidate
      onSubmit={submit}
      aria-describedby={error ? errorId : undefined}
      data-mode={mode.id}
    >
      <FieldGrid double={mode.fields.length > 1}>
        {mode.fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            value={values[field.id] ?? ''}
            onChange={setValue}
            inputId={`${prefix}-${field.id}`}
            errorId={errorId}
            invalid={Boolean(error) && invalidField === field.id}
            onEdit={onEdit}
          />
        ))}
      </FieldGrid>
      <ErrorLine id={errorId}>{error}</ErrorLine>
      <ActionsBox afterError={Boolean(error)}>
        <PlainButton type="submit" variant="contained" size="large">
          {definition.calculator.buttonLabel}
        </PlainButton>
        <PlainButton variant="text" aria-expanded={solveOpen} onClick={toggleSolve}>
          Solve for
        </PlainButton>
      </ActionsBox>
      {solveOpen && (
        <LoadBoundary what="Solve for">
          <LazySolvePanel definition={definition} mode={mode} currentInputs={getValues} solve={explorers.solve} onSolved={solved} />
        </LoadBoundary>
      )}
      {result && (
        <LoadBoundary what="the result">
          <LazyResultSection definition={definition} mode={mode} result={result} prefix={prefix} explorers={explorers} set={set} />
        </LoadBoundary>
      )}
    </form>
  );
});
