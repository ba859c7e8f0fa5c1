import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { keepTyped, type Field, type NumberField, type SelectField } from '../../engine';
import type { FormValues } from './resolver';

/** Props every field renderer receives. */
export interface FieldProps<F extends Field> {
  field: F;
  control: Control<FormValues>;
  inputId: string;
  /** Id of the error line, referenced while this field is the one in error. */
  errorId: string;
  invalid: boolean;
  onEdit(): void;
}

const inputModes = { digits: 'numeric', decimal: 'decimal', any: 'decimal' } as const;

/** A number field: text input that keeps what the definition says while typing. */
function NumberInput({ field, control, inputId, errorId, invalid, onEdit }: FieldProps<NumberField>) {
  const adornment = field.adornment && (
    <InputAdornment position={field.adornment === '$' ? 'start' : 'end'}>{field.adornment}</InputAdornment>
  );
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input }) => (
        <TextField
          id={inputId}
          label={field.label}
          value={input.value ?? ''}
          name={input.name}
          inputRef={input.ref}
          onBlur={input.onBlur}
          onChange={(event) => {
            input.onChange(keepTyped(event.target.value, field.keep));
            onEdit();
          }}
          placeholder={field.placeholder}
          helperText={field.helperText}
          error={invalid}
          fullWidth
          autoComplete="off"
          slotProps={{
            input: field.adornment === '$' ? { startAdornment: adornment } : field.adornment ? { endAdornment: adornment } : undefined,
            inputLabel: { shrink: true },
            htmlInput: {
              inputMode: inputModes[field.keep],
              min: field.min,
              'aria-invalid': invalid || undefined,
              'aria-describedby': invalid ? errorId : undefined,
            },
          }}
        />
      )}
    />
  );
}

/** A select field, rendered as a native select: light, accessible and keyboard-friendly. */
function SelectInput({ field, control, inputId, onEdit }: FieldProps<SelectField>) {
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input }) => (
        <TextField
          select
          id={inputId}
          label={field.label}
          value={input.value ?? field.default}
          name={input.name}
          inputRef={input.ref}
          onBlur={input.onBlur}
          onChange={(event) => {
            input.onChange(event.target.value);
            onEdit();
          }}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** Field renderers by kind, declared once; a new kind fails to compile until it has one. */
const renderers: { [K in Field['kind']]: (props: FieldProps<Extract<Field, { kind: K }>>) => React.JSX.Element } = {
  number: NumberInput,
  select: SelectInput,
};

/** Renders any field with the renderer for its kind. */
export function FieldInput(props: FieldProps<Field>) {
  const Renderer = renderers[props.field.kind] as (p: FieldProps<Field>) => React.JSX.Element;
  return <Renderer {...props} />;
}

