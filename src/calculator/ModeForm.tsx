import { memo, useCallback, useEffect, useState, type FormEvent } from 'react';
import type { CalculatorCore, Mode, RawInputs } from '../../engine';
import { stateFromQuery } from '../../engine/runtime';
import { LoadBoundary } from '../components/LoadBoundary';
import { LazySolvePanel } from '../explore/lazy';
import { classOf } from '../first-screen/card-classes';
import { PlainButton } from '../first-screen/PlainButton';
import { ActionsBox, ErrorLine, FieldGrid } from '../first-screen/PlainBoxes';
import { FieldInput } from './FieldInput';
import { LazyResultSection } from './lazy-result';
import type { Success } from './ResultSection';
import { useFormValues, type FormValues } from './use-form-values';

interface ModeFormProps {
  definition: CalculatorCore;
  mode: Mode;
  error?: string;
  /** The field the error concerns, marked invalid. */
  invalidField?: string;
  result?: Success;
  /** Calculate with these inputs; `query` is the address to show for them when an explorer made them (a Solve for). */
  onSubmit(values: FormValues, query?: string): void;
  onEdit(): void;
}

function initialValues(mode: Mode): FormValues {
  return Object.fromEntries(mode.fields.map((f) => [f.id, f.kind === 'select' ? f.default : '']));
}

/**
 * One mode's form: its fields, the red error line above the button, the
 * button and the result. Calculate runs the engine at once, on the press
 * (validation included), so the result is painted in the frame after it.
 * Inputs in the address (see engine/query.ts) are filled in and calculated
 * when the form mounts. Memoised, and its fields too: a calculation re-renders
 * the result, not the inputs.
 */
export const ModeForm = memo(function ModeForm({ definition, mode, error, invalidField, result, onSubmit, onEdit }: ModeFormProps) {
  const { values, setValue, getValues, reset } = useFormValues(() => initialValues(mode));
  // Which explorers are open, and whether they opened from the address (then they read their state from it).
  const [solve, setSolve] = useState<{ fromAddress: boolean }>();
  const [compare, setCompare] = useState<{ fromAddress: boolean }>();
  const [chart, setChart] = useState(false);

  // The pre-rendered page is the same for every address, so its state is applied after hydration, once.
  useEffect(() => {
    const search = window.location.search;
    const fromUrl = stateFromQuery(definition, search);
    if (fromUrl?.mode !== mode.id) return;
    reset(fromUrl.values);
    // The explorers' own parameters (engine/explore/query.ts) are read by the explorers, which load on demand;
    // a Solve for writes the address again when it has solved.
    if (/[?&]solve=/.test(search)) setSolve({ fromAddress: true });
    if (/[?&]b\./.test(search)) setCompare({ fromAddress: true });
    if (fromUrl.calculate) onSubmit(fromUrl.values, search);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: the address is read when the page opens, not when props change
  }, []);

  const solved = useCallback(
    (inputs: RawInputs, query: string) => {
      reset(inputs as FormValues);
      onSubmit(inputs as FormValues, query);
    },
    [onSubmit, reset],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(getValues());
  };
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
        <PlainButton variant="text" aria-expanded={Boolean(solve)} onClick={() => setSolve(solve ? undefined : { fromAddress: false })}>
          Solve for
        </PlainButton>
      </ActionsBox>
      {solve && (
        <LoadBoundary what="Solve for">
          <LazySolvePanel definition={definition} mode={mode} currentInputs={getValues} fromAddress={solve.fromAddress} onSolved={solved} />
        </LoadBoundary>
      )}
      {result && (
        <LoadBoundary what="the result">
          <LazyResultSection
            definition={definition}
            mode={mode}
            result={result}
            prefix={prefix}
            compare={compare}
            onCompare={setCompare}
            chart={chart}
            onChart={setChart}
          />
        </LoadBoundary>
      )}
    </form>
  );
});
