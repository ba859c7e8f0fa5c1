import { PlainNumberField, PlainSelectField } from '../first-screen/PlainField';
import { memo } from 'react';
import type { Field, FieldKind, FieldOfKind, NumberField, SelectField } from '../../engine/runtime';
import { fieldLabel, isMoney, keepTyped, type NumberStyle } from '../../engine/runtime';
import { useNumberStyle, useReading } from '../number-setting/current';

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
  /** Filled from elsewhere and not typed into (a plan's linked field). */
  readOnly?: boolean;
  /** The scenario the field belongs to, after its label ("Investment Amount ($) (B)" in Compare). */
  scenario?: string;
}

/** A field's label as shown: with its unit in `style`, and the scenario's name where it has one. */
const shownLabel = (field: Field, scenario: string | undefined, style?: NumberStyle) =>
  fieldLabel(field, style) + (scenario ? ` (${scenario})` : '');

const inputModes = { digits: 'numeric', decimal: 'decimal', any: 'decimal' } as const;

/** Ids that describe a field: its helper text, how its text was read, and the error line while this field is the one in error. */
function describedBy(inputId: string, helperText: string | undefined, reading: string | undefined, invalid: boolean, errorId: string) {
  const ids = [helperText ? `${inputId}-helper` : '', reading ? `${inputId}-reading` : '', invalid ? errorId : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A number field: text input that keeps what the definition says while
 * typing, in the visitor's number style, and says how a figure was read
 * where the other common way of writing numbers reads it otherwise.
 */
function NumberInput({ field, value, onChange, inputId, errorId, invalid, onEdit, readOnly, scenario }: FieldProps<NumberField>) {
  const style = useNumberStyle();
  const reading = useReading()?.(value, style);
  return (
    <PlainNumberField
      id={inputId}
      name={field.id}
      label={shownLabel(field, scenario, style)}
      units={isMoney(field)}
      helperText={field.helperText}
      reading={reading}
      value={value}
      onChange={(event) => {
        onChange(field.id, keepTyped(event.target.value, field.keep, style));
        onEdit();
      }}
      placeholder={field.placeholder}
      inputMode={inputModes[field.keep]}
      min={field.min}
      error={invalid}
      readOnly={readOnly}
      describedBy={describedBy(inputId, field.helperText, reading, invalid, errorId)}
    />
  );
}

/** A select field, rendered as a native select: light, accessible and keyboard-friendly. */
function SelectInput({ field, value, onChange, inputId, onEdit, scenario }: FieldProps<SelectField>) {
  return (
    <PlainSelectField
      id={inputId}
      name={field.id}
      label={shownLabel(field, scenario)}
      value={value || field.default}
      onChange={(event) => {
        onChange(field.id, event.target.value);
        onEdit();
      }}
      options={field.options}
    />
  );
}

/** Field renderers by kind, declared once; a new kind fails to compile until it has one. */
const renderers: { [K in FieldKind]: (props: FieldProps<FieldOfKind<K>>) => React.JSX.Element } = {
  number: NumberInput,
  select: SelectInput,
};

/** Renders any field with the renderer for its kind; re-renders only when its own props change. */
export const FieldInput = memo(function FieldInput(props: FieldProps<Field>) {
  const Renderer = renderers[props.field.kind] as (p: FieldProps<Field>) => React.JSX.Element;
  return <Renderer {...props} />;
});
