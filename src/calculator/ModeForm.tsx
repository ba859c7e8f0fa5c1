import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useEffect, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { CalcResult, CalculatorDefinition, Mode } from '../../engine';
import { stateFromQuery } from '../../engine/runtime';
import { CopyLinkButton } from './CopyLinkButton';
import { FieldInput, type FormValues } from './FieldInput';
import { ResultPanel } from './ResultPanel';

type Success = Extract<CalcResult, { ok: true }>;

interface ModeFormProps {
  definition: CalculatorDefinition;
  mode: Mode;
  error?: string;
  /** The field the error concerns, marked invalid. */
  invalidField?: string;
  result?: Success;
  onSubmit(values: FormValues): void;
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
  const { control, getValues, reset } = useForm<FormValues>({ defaultValues: initialValues(mode) });

  // The pre-rendered page is the same for every address, so its state is applied after hydration, once.
  useEffect(() => {
    const fromUrl = stateFromQuery(definition, window.location.search);
    if (fromUrl?.mode !== mode.id) return;
    reset(fromUrl.values);
    if (fromUrl.calculate) onSubmit(fromUrl.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: the address is read when the page opens, not when props change
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(getValues());
  };
  const prefix = `${definition.slug}-${mode.id}`;
  const errorId = `${prefix}-error`;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined} data-mode={mode.id}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: mode.fields.length > 1 ? '1fr 1fr' : '1fr' } }}>
        {mode.fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            control={control}
            inputId={`${prefix}-${field.id}`}
            errorId={errorId}
            invalid={Boolean(error) && invalidField === field.id}
            onEdit={onEdit}
          />
        ))}
      </Box>
      <Typography
        id={errorId}
        role="alert"
        color="error"
        sx={{ mt: 2, minHeight: error ? undefined : 0, fontWeight: 500 }}
        data-testid="error"
      >
        {error ?? ''}
      </Typography>
      <Button type="submit" variant="contained" size="large" sx={{ mt: error ? 1 : 2 }}>
        {definition.calculator.buttonLabel}
      </Button>
      {result && <ResultPanel result={result} headingId={`${prefix}-result`} actions={<CopyLinkButton />} />}
    </Box>
  );
});
