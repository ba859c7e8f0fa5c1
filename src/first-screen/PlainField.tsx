/**
 * A calculator's fields as MUI's outlined FormControl, InputLabel,
 * OutlinedInput, FormHelperText and NativeSelect render them
 * (./classes.ts), with the states MUI's code sets: focused, filled and in
 * error. The label always sits on the outline (shrunk), as the site's
 * fields always have it.
 */
import { useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { classOf } from './card-classes';
import type { PartState } from './classes';

/** The props both kinds of field share. */
interface FrameProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): void;
  /** Renders the field as focused (the markup test's server render of that state); the browser sets it on focus. */
  initiallyFocused?: boolean;
}

/** Whether the field has focus, followed from its control's focus and blur. */
function useFocused(initially = false) {
  const [focused, setFocused] = useState(initially);
  return { focused, onFocus: () => setFocused(true), onBlur: () => setFocused(false) };
}

/** The outline and its notch, which leaves room for the label. */
function Outline({ specimen, label, state }: { specimen: 'numberField' | 'selectField'; label: string; state: PartState }) {
  return (
    <fieldset aria-hidden="true" className={classOf(specimen, 'outline', state)}>
      <legend className={classOf(specimen, 'legend', state)}>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

/** The props of {@link PlainNumberField}. */
export interface PlainNumberFieldProps extends FrameProps {
  helperText?: string;
  placeholder?: string;
  inputMode: 'numeric' | 'decimal';
  min?: number;
  error: boolean;
  /** Ids of what describes the field (its helper text, the form's error line). */
  describedBy?: string;
  /** Shown, focusable and copied, but not typed into (a plan's linked field, which an earlier step fills). */
  readOnly?: boolean;
  /** How the typed text was read, where the other common way of writing numbers reads it otherwise ("read as 2,5"). */
  reading?: string;
  /** Marks the label, with its unit, as depending on the visitor's currency (hidden until it is known: index.html). */
  units?: boolean;
}

/** A text field for a number, with its label (its unit in it), helper text and error state. */
export function PlainNumberField(props: PlainNumberFieldProps) {
  const { id, name, label, value, onChange, helperText, placeholder, inputMode, min, error, describedBy, readOnly, reading, units } = props;
  const { focused, onFocus, onBlur } = useFocused(props.initiallyFocused);
  const input = useRef<HTMLInputElement>(null);
  const state = { error, focused, filled: value !== '' };
  // As MUI's: a press on the frame (the padding) puts the caret in the input.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.currentTarget === event.target) input.current?.focus();
  };
  return (
    <div className={classOf('numberField', 'control', state)}>
      <label className={classOf('numberField', 'label', state)} data-shrink="true" htmlFor={id} data-units={units ? '' : undefined}>
        {label}
      </label>
      <div className={classOf('numberField', 'root', state)} onClick={focusInput}>
        <input
          ref={input}
          inputMode={inputMode}
          min={min}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          readOnly={readOnly}
          id={id}
          name={name}
          placeholder={placeholder}
          type="text"
          className={classOf('numberField', 'input', state)}
          value={value}
          onChange={onChange}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        <Outline specimen="numberField" label={label} state={state} />
      </div>
      {helperText && (
        <p className={classOf('numberField', 'helper', state)} id={`${id}-helper`}>
          {helperText}
        </p>
      )}
      {reading && (
        <p className={classOf('numberField', 'helper', state)} id={`${id}-reading`} aria-live="polite">
          {reading}
        </p>
      )}
    </div>
  );
}

/** The props of {@link PlainSelectField}. */
export interface PlainSelectFieldProps extends FrameProps {
  options: readonly { value: string; label: string }[];
}

/** A native select: light, accessible and keyboard-friendly. */
export function PlainSelectField({ id, name, label, value, onChange, options, initiallyFocused }: PlainSelectFieldProps) {
  const { focused, onFocus, onBlur } = useFocused(initiallyFocused);
  const state = { focused };
  return (
    <div className={classOf('selectField', 'control', state)}>
      <label className={classOf('selectField', 'label', state)} data-shrink="true" htmlFor={id}>
        {label}
      </label>
      <div className={classOf('selectField', 'root', state)}>
        <select
          className={classOf('selectField', 'select', state)}
          aria-invalid="false"
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={classOf('selectField', 'icon', state)} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <Outline specimen="selectField" label={label} state={state} />
      </div>
    </div>
  );
}
