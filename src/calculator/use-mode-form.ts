import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ExplorerSetters } from './result-explorers';
import type { Calculated } from './useCalculatorState';
import {
  explorerNames,
  startText,
  validate,
  type CalculatorCore,
  type ExplorerStates,
  type Mode,
  type RawInputs,
} from '../../engine/runtime';
import { numberTools, useNumberStyle } from '../number-setting/current';
import { openedFromPlan, openingPageState } from './page-address';
import { showInAddress } from './lazy-result';
import { useFormValues, type FormValues } from '../card-parts/use-form-values';

function initialValues(mode: Mode): FormValues {
  return Object.fromEntries(mode.fields.map((f) => [f.id, startText(f)]));
}

/** What the form explores without Solve for (it drops out once these inputs are no longer its answer). */
const withoutSolve = ({ solve: _solve, ...others }: ExplorerStates): ExplorerStates => others;

/**
 * A mode's form state (./ModeForm.tsx): the texts typed and what its
 * explorers hold, with the handlers that change them. Applies the address's
 * state at mount, retypes the figures when the number style changes, and
 * shows the state in the address: the inputs of the last calculation
 * (`calculated`, kept by ./useCalculatorState.ts) and the explorers.
 * `calculate` runs a calculation with the inputs given.
 */
export function useModeForm(
  definition: CalculatorCore,
  mode: Mode,
  calculated: Calculated | undefined,
  calculate: (values: FormValues) => void,
) {
  const { values, setValue, getValues, reset } = useFormValues(() => initialValues(mode));
  const [explorers, setExplorers] = useState<ExplorerStates>({});
  const [solveOpen, setSolveOpen] = useState(false);
  const style = useNumberStyle();
  const shownStyle = useRef(style);

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
    if (calculated) calculate(retype.inputs(calculated.inputs as FormValues));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of style only: the inputs are read as they are then
  }, [style]);

  useEffect(() => {
    if (calculated) showInAddress(definition, { mode: mode.id, inputs: calculated.inputs, explorers }, calculated.style);
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
  // One setter per explorer, from the registry (engine/explorer-states.ts): each writes its own slice, which the
  // address shows too, so a shared link or a reload (a chunk the browser will not fetch again: src/on-demand.tsx) opens it.
  const set = useMemo(
    () =>
      Object.fromEntries(
        explorerNames.map((name) => [name, (slice: unknown) => setExplorers((current) => ({ ...current, [name]: slice }))]),
      ) as ExplorerSetters,
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setExplorers(withoutSolve);
    calculate(getValues());
  };
  return { values, setValue, getValues, explorers, solveOpen, toggleSolve, solved, set, submit };
}
