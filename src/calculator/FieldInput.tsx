import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { memo } from 'react';
import type { Field, NumberField, SelectField } from '../../engine/definition';
import { keepTyped } from '../../engine/runtime';

export type { FormValues } from './use-form-values';

/** Props every field renderer receives. */
export interface FieldProps<F extends Field> {
  field: F;
  /** The field's input text. */
  value: string;
  /** Called with the field's id and its new text. */
  onChange(id: string, value: string): void;
  inputId: string;
  /** Id of the error line, referenced while this field is the one in error. */
  errorId: string;
  invalid: boolean;
  onEdit(): void;
}

const inputModes = { digits: 'numeric', decimal: 'decimal', any: 'decimal' } as const;

/**
 * The outlined frame of a field: label, input and helper text, wired as
 * TextField would wire them. Built from MUI's parts because TextField also
 * pulls in the whole Select menu (popover, modal, focus trap), which a page of
 * text inputs and native selects never opens.
 */
function FieldFrame({
  inputId,
  label,
  helperText,
  error,
  children,
}: {
  inputId: string;
  label: string;
  helperText?: string;
  error?: boolean;
  children: React.ReactNode;
}) {
  return (
    <FormControl fullWidth error={error}>
      <InputLabel htmlFor={inputId} shrink>
        {label}
      </InputLabel>
      {children}
      {helperText && <FormHelperText id={`${inputId}-helper`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** Ids that describe a field: its helper text, and the error line while this field is the one in error. */
function describedBy(inputId: string, helperText: string | undefined, invalid: boolean, errorId: string): string | undefined {
  const ids = [helperText ? `${inputId}-helper` : '', invalid ? errorId : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A number field: text input that keeps what the definition says while typing. */
function NumberInput({ field, value, onChange, inputId, errorId, invalid, onEdit }: FieldProps<NumberField>) {
  const adornment = field.adornment && (
    <InputAdornment position={field.adornment === '$' ? 'start' : 'end'}>{field.adornment}</InputAdornment>
  );
  return (
    <FieldFrame inputId={inputId} label={field.label} helperText={field.helperText} error={invalid}>
      <OutlinedInput
        id={inputId}
        label={field.label}
        notched
        value={value}
        name={field.id}
        onChange={(event) => {
          onChange(field.id, keepTyped(event.target.value, field.keep));
          onEdit();
        }}
        placeholder={field.placeholder}
        autoComplete="off"
        startAdornment={field.adornment === '$' ? adornment : undefined}
        endAdornment={field.adornment && field.adornment !== '$' ? adornment : undefined}
        inputProps={{
          inputMode: inputModes[field.keep],
          min: field.min,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy(inputId, field.helperText, invalid, errorId),
        }}
      />
    </FieldFrame>
  );
}

/** A select field, rendered as a native select: light, accessible and keyboard-friendly. */
function SelectInput({ field, value, onChange, inputId, onEdit }: FieldProps<SelectField>) {
  return (
    <FieldFrame inputId={inputId} label={field.label}>
      <NativeSelect
        id={inputId}
        value={value || field.default}
        name={field.id}
        onChange={(event) => {
          onChange(field.id, event.target.value);
          onEdit();
        }}
        input={<OutlinedInput label={field.label} notched />}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}

/** Field renderers by kind, declared once; a new kind fails to compile until it has one. */
const renderers: { [K in Field['kind']]: (props: FieldProps<Extract<Field, { kind: K }>>) => React.JSX.Element } = {
  number: NumberInput,
  select: SelectInput,
};

/** Renders any field with the renderer for its kind; re-renders only when its own props change. */
export const FieldInput = memo(function FieldInput(props: FieldProps<Field>) {
  const Renderer = renderers[props.field.kind] as (p: FieldProps<Field>) => React.JSX.Element;
  return <Renderer {...props} />;
});
