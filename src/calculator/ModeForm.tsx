import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { CalcResult, CalculatorDefinition, Mode } from '../../engine';
import { keepTyped } from '../../engine/runtime';
import { useTypedBeforeLiveForm } from '../components/use-typed-before-live';
import { FieldInput } from './FieldInput';
import { ResultPanel } from './ResultPanel';
import { rulesResolver, type FormValues } from './resolver';

type Success = Extract<CalcResult, { ok: true }>;

interface ModeFormProps {
  definition: CalculatorDefinition;
  mode: Mode;
  error?: string;
  result?: Success;
  onSubmit(values: FormValues): void;
  onEdit(): void;
}

function initialValues(mode: Mode): FormValues {
  return Object.fromEntries(mode.fields.map((f) => [f.id, f.kind === 'select' ? f.default : '']));
}

/**
 * One mode's form: its fields, the red error line above the button, the
 * button and the result. Validation runs only on Calculate, through the
 * resolver built from the mode's rules.
 */
export function ModeForm({ definition, mode, error, result, onSubmit, onEdit }: ModeFormProps) {
  const resolver = useMemo(() => rulesResolver(definition, mode.id), [definition, mode.id]);
  const form = useForm<FormValues>({
    defaultValues: initialValues(mode),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { control, handleSubmit, formState, clearErrors, getValues } = form;
  const formRef = useTypedBeforeLiveForm(form, (name, text) => {
    const field = mode.fields.find((f) => f.id === name);
    return field?.kind === 'number' ? keepTyped(text, field.keep) : text;
  });
  const prefix = `${definition.slug}-${mode.id}`;
  const errorId = `${prefix}-error`;
  const invalidField = Object.keys(formState.errors)[0];
  const submit = handleSubmit(
    (values) => onSubmit(values),
    () => onSubmit(getValues()),
  );
  const edit = () => {
    if (definition.calculator.clearErrorOnEdit) clearErrors();
    onEdit();
  };
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: mode.fields.length > 1 ? '1fr 1fr' : '1fr' } }}>
        {mode.fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            control={control}
            inputId={`${prefix}-${field.id}`}
            errorId={errorId}
            invalid={Boolean(error) && invalidField === field.id}
            onEdit={edit}
          />
        ))}
      </Box>
      <Typography id={errorId} role="alert" color="error" sx={{ mt: 2, minHeight: error ? undefined : 0, fontWeight: 500 }} data-testid="error">
        {error ?? ''}
      </Typography>
      <Button type="submit" variant="contained" size="large" sx={{ mt: error ? 1 : 2 }}>
        {definition.calculator.buttonLabel}
      </Button>
      {result && <ResultPanel result={result} headingId={`${prefix}-result`} />}
    </Box>
  );
}
