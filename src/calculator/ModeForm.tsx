import { memo, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { validate, type CalculatorCore, type ExplorerStates, type Mode, type NumberStyle, type RawInputs } from '../../engine/runtime';
import { LoadBoundary } from '../components/LoadBoundary';
import { LazySolvePanel } from './lazy-tools';
import { classOf } from '../first-screen/card-classes';
import { PlainButton } from '../first-screen/PlainButton';
import { ActionsBox, ErrorLine, FieldGrid } from '../first-screen/PlainBoxes';
import { FieldInput } from './FieldInput';
import { LazyResultSection } from './lazy-result';
import { numberTools, useNumberStyle } from '../number-setting/current';
import { openedFromPlan, openingPageState, showPageState } from './page-address';
import type { Success } from './ResultSection';
import { useFormValues, type FormValues } from './use-form-values';

interface ModeFormProps {
  definition: CalculatorCore;
  mode: Mode;
  error?: string;
  /** The field the error concerns, marked invalid. */
  invalidField?: string;
  result?: Success;
  /** Calculate with these inputs. */
  onSubmit(values: FormValues): void;
  onEdit(): void;
}

function initialValues(mode: Mode): FormValues {
  return Object.fromEntries(mode.fields.map((f) => [f.id, f.kind === 'select' ? f.default : '']));
}

/** What the form explores without Solve for (it drops out once these inputs are no longer its answer). */
const withoutSolve = ({ solve: _solve, ...others }: ExplorerStates): ExplorerStates => others;

/**
 * One mode's form: its fields, the red error line above the button, the
 * button and the result. Calculate runs the engine at once, on the press
 * (validation included), so the result is painted in the frame after it.
 * The form owns its mode's page state (engine/page-state.ts): the inputs of
 * its last calculation and what its explorers hold, each explorer given its
 * slice and a setter. The address opened with is applied (and calculated)
 * when the form mounts, and the state is shown in the address after every
 * change (./page-address.ts). Memoised, and its fields too: a calculation
 * re-renders the result, not the inputs. When the page's number style
 * changes (src/number-setting/), the figures typed are retyped in it and a
 * result is calculated again, so "1,500" in en-US stays 1500 in de-DE.
 */
export const ModeForm = memo(function ModeForm({ definition, mode, error, invalidField, result, onSubmit, onEdit }: ModeFormProps) {
  const { values, setValue, getValues, reset } = useFormValues(() => initialValues(mode));
  // The inputs of the last calculation, and the number style they were typed in.
  const [calculated, setCalculated] = useState<{ inputs: FormValues; style: NumberStyle }>();
  const [explorers, setExplorers] = useState<ExplorerStates>({});
  const [solveOpen, setSolveOpen] = useState(false);
  const style = useNumberStyle();
  const shownStyle = useRef(style);

  const calculate = useCallback(
    (inputs: FormValues) => {
      setCalculated({ inputs, style });
      onSubmit(inputs);
    },
    [onSubmit, style],
  );

  // The pre-rendered page is the same for every address, so its state is applied after hydration, once.
  useEffect(() => {
    const opened = openingPageState(definition);
    if (opened?.mode !== mode.id) return;
    reset(opened.inputs);
    setExplorers(opened.explorers);
    // A Solve for in the address opens, and solves what it names.
    if (opened.explorers.solve) setSolveOpen(true);
    // A result brought from a plan fills one field: the others are still to be typed, not wrong.
    if (opened.calculate && !(openedFromPlan() && validate(definition, mode.id, opened.inputs))) calculate(opened.inputs);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: the address is read when the page opens, not when props change
  }, []);

  // After the address's state above: what it filled in is retyped too.
  useEffect(() => {
    const from = shownStyle.current;
    if (from === style) return;
    shownStyle.current = style;
    const retype = numberTools.retyping!.retyper(mode, from, style);
    reset(retype.inputs(getValues()));
    setExplorers(retype.explorers);
    if (calculated) calculate(retype.inputs(calculated.inputs));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of style only: the inputs are read as they are then
  }, [style]);

  useEffect(() => {
    if (calculated) showPageState(definition, { mode: mode.id, inputs: calculated.inputs, explorers }, calculated.style);
  }, [definition, mode.id, calculated, explorers]);

  const solved = useCallback(
    (inputs: RawInputs, solve: NonNullable<ExplorerStates['solve']>) => {
      reset(inputs as FormValues);
      setExplorers((current) => ({ ...current, solve }));
      calculate(inputs as FormValues);
    },
    [calculate, reset],
  );
  const toggleSolve = () => {
    if (solveOpen) setExplorers(withoutSolve);
    setSolveOpen(!solveOpen);
  };
  const setCompare = useCallback((compare: RawInputs | undefined) => setExplorers((current) => ({ ...current, compare })), []);
  // In the address too: a shared link, or a reload (a chunk the browser will not fetch again: src/on-demand.tsx), opens it.
  const setChart = useCallback((open: boolean) => setExplorers((current) => ({ ...current, chart: open || undefined })), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setExplorers(withoutSolve);
    calculate(getValues());
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
          <LazyResultSection
            definition={definition}
            mode={mode}
            result={result}
            prefix={prefix}
            compare={explorers.compare}
            onCompare={setCompare}
            chart={Boolean(explorers.chart)}
            onChart={setChart}
          />
        </LoadBoundary>
      )}
    </form>
  );
});
