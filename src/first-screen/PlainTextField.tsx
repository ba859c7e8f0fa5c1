import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent, type Ref } from 'react';
import { formsClassOf } from './forms-classes';

/** The props of {@link PlainTextField}. */
export interface PlainTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  /** The message under the field; the field shows in error while there is one. */
  error?: string;
  /** A text area of this many rows (fixed: a growing one would be measured only once the app runs). */
  rows?: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Where the form's code reaches the control (to focus the first field in error). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Renders the field as focused (the markup test's server render of that state); the browser sets it on focus. */
  initiallyFocused?: boolean;
}

/**
 * A required, full-width outlined text field or text area as MUI's TextField
 * renders it (./forms-classes.ts): its label, with the required asterisk,
 * sits in the field until the field has focus or text, then on the outline;
 * a message under the field puts it in error.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { id, name, label, value, onChange, error, rows, type = 'text', autoComplete, inputRef, initiallyFocused = false } = props;
  const [focused, setFocused] = useState(initiallyFocused);
  const control = useRef<(HTMLInputElement & HTMLTextAreaElement) | null>(null);
  // A field focused before the app was hydrated (a visitor already typing) shows as focused once it is.
  useEffect(() => {
    if (document.activeElement === control.current) setFocused(true);
  }, []);
  const state = { multiline: rows !== undefined, error: error !== undefined, focused, filled: value !== '' };
  const helperId = `${id}-helper-text`;
  const setControl = (element: (HTMLInputElement & HTMLTextAreaElement) | null) => {
    control.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };
  const attributes = {
    'aria-invalid': error !== undefined,
    'aria-describedby': error !== undefined ? helperId : undefined,
    autoComplete,
    id,
    name,
    required: true,
    className: formsClassOf('textField', 'input', state),
    value,
    onChange,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  // As MUI's: a press on the frame (its padding) puts the caret in the control.
  const focusControl = (event: MouseEvent<HTMLDivElement>) => {
    if (event.currentTarget === event.target) control.current?.focus();
  };
  return (
    <div className={formsClassOf('textField', 'control', state)}>
      <label
        className={formsClassOf('textField', 'label', state)}
        data-shrink={String(focused || value !== '')}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        <span aria-hidden="true" className={formsClassOf('textField', 'asterisk', state)}>
          {'\u2009'}
          {'*'}
        </span>
      </label>
      <div className={formsClassOf('textField', 'root', state)} onClick={focusControl}>
        {rows === undefined ? (
          <input ref={setControl} type={type} {...attributes} />
        ) : (
          <textarea ref={setControl} rows={rows} {...attributes} />
        )}
        <fieldset aria-hidden="true" className={formsClassOf('textField', 'outline', state)}>
          <legend className={formsClassOf('textField', 'legend', state)}>
            <span>
              {label}
              {'\u2009'}
              {'*'}
            </span>
          </legend>
        </fieldset>
      </div>
      {error !== undefined && (
        <p className={formsClassOf('textField', 'helper', state)} id={helperId}>
          {error}
        </p>
      )}
    </div>
  );
}
