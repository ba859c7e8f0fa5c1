import { useCallback, useEffect, useState } from 'react';
import {
  calculate,
  textsApart,
  type CalcFailure,
  type CalcSuccess,
  type CalculatorCore,
  type NumberStyle,
  type RawInputs,
} from '../../engine/runtime';
import { useNumberStyle } from '../number-setting/current';
import { textsIn } from '../card-parts/definition-texts';
import { reportCalculate } from '../usage/report';

/** The inputs of a mode's last calculation, kept as typed (a failed one's too: the address shows what was wrong), and the number style they were typed in. */
export interface Calculated {
  inputs: RawInputs;
  style: NumberStyle;
}

interface State {
  /** The inputs of each mode's last calculation: the one place they are kept (./use-mode-form.ts shows them in the address). */
  calculated: Record<string, Calculated | undefined>;
  /** Error (message and the field it concerns) by scope: one scope for all modes when they share state, else one per mode. */
  errors: Record<string, (CalcFailure & { mode: string }) | undefined>;
  /** Result-shown flag by scope. */
  shown: Record<string, boolean>;
  /** Last successful result by mode, with the inputs it was calculated from (what Compare and the explorers start from). */
  results: Record<string, CalcSuccess & { inputs: RawInputs }>;
}

/** Each result calculated again from its inputs (the same numbers, now with the definition's texts). */
function recalculated(definition: CalculatorCore, results: State['results'], style: NumberStyle): State['results'] {
  const again: State['results'] = {};
  for (const [modeId, { inputs }] of Object.entries(results)) {
    const result = calculate(definition, modeId, inputs, style);
    if (result.ok) again[modeId] = { ...result, inputs };
  }
  return again;
}

/**
 * The spec's calculator state: input texts live in the form; this holds the
 * error message, the last result and the shown flag, following the
 * definition's behaviour (keep or hide the result on failure, clear the error
 * on edit or not, modes sharing one error and one flag or not).
 *
 * A result shows once the definition's texts are in (src/card-parts/definition-texts.ts):
 * one calculated before they arrived is calculated again with them. Inputs
 * are read and results shown in the page's number style
 * (src/number-setting/current.ts); a form whose style changes calculates
 * again with its inputs retyped (./ModeForm.tsx).
 */
export function useCalculatorState(definition: CalculatorCore) {
  const { onFailure, clearErrorOnEdit, sharedModeState } = definition.calculator;
  const [state, setState] = useState<State>({ calculated: {}, errors: {}, shown: {}, results: {} });
  const [withTexts, setWithTexts] = useState(() => !textsApart(definition));
  const style = useNumberStyle();
  useEffect(() => {
    if (withTexts) return undefined;
    let mounted = true;
    void textsIn(definition).then(() => {
      if (!mounted) return;
      setState((s) => ({ ...s, results: recalculated(definition, s.results, style) }));
      setWithTexts(true);
    });
    return () => {
      mounted = false;
    };
  }, [definition, withTexts, style]);
  const scopeOf = useCallback((modeId: string) => (sharedModeState ? '*' : modeId), [sharedModeState]);

  const submit = useCallback(
    (modeId: string, raw: RawInputs) => {
      const result = calculate(definition, modeId, raw, style);
      // Counted by the usage sender, if it runs (src/usage/sender.ts): the band or the failed rule, never the inputs.
      reportCalculate(definition, modeId, result);
      const scope = scopeOf(modeId);
      setState((s) => {
        const calculated = { ...s.calculated, [modeId]: { inputs: raw, style } };
        return result.ok
          ? {
              calculated,
              errors: { ...s.errors, [scope]: undefined },
              shown: { ...s.shown, [scope]: true },
              results: { ...s.results, [modeId]: { ...result, inputs: raw } },
            }
          : {
              ...s,
              calculated,
              errors: { ...s.errors, [scope]: { ...result, mode: modeId } },
              shown: onFailure === 'hide' ? { ...s.shown, [scope]: false } : s.shown,
            };
      });
      return result;
    },
    [definition, onFailure, scopeOf, style],
  );

  const edited = useCallback(
    (modeId: string) => {
      if (!clearErrorOnEdit) return;
      const scope = scopeOf(modeId);
      setState((s) => (s.errors[scope] === undefined ? s : { ...s, errors: { ...s.errors, [scope]: undefined } }));
    },
    [clearErrorOnEdit, scopeOf],
  );

  const view = (modeId: string) => {
    const scope = scopeOf(modeId);
    const error = state.errors[scope];
    return {
      error: error?.message,
      invalidField: error?.mode === modeId ? error.field : undefined,
      result: state.shown[scope] && withTexts ? state.results[modeId] : undefined,
      calculated: state.calculated[modeId],
    };
  };

  return { submit, edited, view };
}
