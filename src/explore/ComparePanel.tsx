import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { CalcSuccess, CalculatorCore, Mode, RawInputs } from '../../engine/runtime';
import { calculate, startText } from '../../engine/runtime';
import { FieldInput } from '../card-parts/FieldInput';
import { useFormValues, type FormValues } from '../card-parts/use-form-values';
import { compareRows } from '../../engine/explore';
import { CompareCards, CompareTable } from './CompareRows';
import { numberFields, retypeInputs } from '../number-setting/address';
import { useNumberStyle } from '../number-setting/current';

/** The props of {@link ComparePanel}. */
export interface ComparePanelProps {
  definition: CalculatorCore;
  mode: Mode;
  /** Scenario A: the result shown, with the inputs it came from. */
  a: CalcSuccess & { inputs: RawInputs };
  /** Compare's slice of the page state: scenario B's input texts when the panel opens (a copy of A's, or the address's). */
  b: RawInputs;
  /** Called with B's input texts as they are typed, so the address keeps them. */
  onChange(b: RawInputs): void;
}

/** B's input texts when the panel opens: the slice given, a select's default or empty for the rest. */
function initialValues(mode: Mode, b: RawInputs): FormValues {
  return Object.fromEntries(mode.fields.map((f) => [f.id, b[f.id] ?? startText(f)]));
}

/**
 * Compare scenarios: A is the result shown, B an editable copy of its inputs
 * calculated as it is typed; every output of both side by side with the
 * difference (absolute and %) and both bands. A table on wide screens, one
 * card per output on narrow ones. Inside the calculator's form, so a group.
 */
export default function ComparePanel({ definition, mode, a, b: initialB, onChange }: ComparePanelProps) {
  const id = useId();
  const { values: b, setValue, reset } = useFormValues(() => initialValues(mode, initialB));
  const style = useNumberStyle();
  const shownStyle = useRef(style);
  // B's figures follow a change of number style as A's do (src/calculator/ModeForm.tsx).
  useEffect(() => {
    if (shownStyle.current === style) return;
    reset(retypeInputs(b, numberFields(mode), shownStyle.current, style) as FormValues);
    shownStyle.current = style;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of style only
  }, [style]);
  const bResult = useMemo(() => calculate(definition, mode.id, b, style), [definition, mode.id, b, style]);
  // B is in the page state beside A, so a comparison is a shareable link.
  useEffect(() => onChange(b), [onChange, b]);
  const rows = compareRows(mode, a, bResult, style);
  const prefix = `${id}-b`;
  return (
    <Box role="group" aria-labelledby={`${id}-title`} data-testid="compare-panel" sx={{ mt: 3 }}>
      <Typography id={`${id}-title`} variant="h3" component="h3" sx={{ mb: 1 }}>
        Compare scenarios
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Scenario A is your result above. Change any input of scenario B to see the difference.
      </Typography>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1.5 }}>
        Scenario B
      </Typography>
      <Box
        onKeyDown={(event) => {
          // Enter in B's fields must not press the card's Calculate (B calculates as it is typed).
          if (event.key === 'Enter') event.preventDefault();
        }}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: mode.fields.length > 1 ? '1fr 1fr' : '1fr' } }}
      >
        {mode.fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            scenario="B"
            value={b[field.id] ?? ''}
            onChange={setValue}
            inputId={`${prefix}-${field.id}`}
            errorId={`${prefix}-error`}
            invalid={!bResult.ok && bResult.field === field.id}
            onEdit={() => undefined}
          />
        ))}
      </Box>
      <Typography id={`${prefix}-error`} role="alert" color="error" sx={{ mt: 2, fontWeight: 500 }} data-testid="compare-error">
        {bResult.ok ? '' : bResult.message}
      </Typography>
      <CompareTable rows={rows} />
      <CompareCards rows={rows} />
    </Box>
  );
}
