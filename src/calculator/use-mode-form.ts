import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { validate, type CalculatorCore, type ExplorerStates, type Mode, type NumberStyle, type RawInputs } from '../../engine/runtime';
import { numberTools, useNumberStyle } from '../number-setting/current';
import { openedFromPlan, openingPageState, showPageState } from './page-address';
import { useFormValues, type FormValues } from '../card-parts/use-form-values';

function initialValues(mode: Mode): FormValues {
  return Object.fromEntries(mode.fields.map((f) => [f.id, f.kind === 'select' ? f.default : '']));
}

/** What the form explores without Solve for (it drops out once these inputs are no longer its answer). */
const withoutSolve = ({ solve: _solve, ...others }: ExplorerStates): ExplorerStates => others;

/**
 * A mode's form state (./ModeForm.tsx): the texts typed, the inputs of its
 * last calculation and what its explorers hold, with the handlers that
 * change them. Applies the address's state at mount, retypes the figures
 * when the number style changes, and shows the state in the address.
 */
export function useModeForm(definition: CalculatorCore, mode: Mode, onSubmit: (values: FormValues) => void) {
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
  return { values, setValue, getValues, explorers, solveOpen, toggleSolve, solved, setCompare, setChart, submit };
}
