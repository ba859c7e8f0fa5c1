import { useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type MouseEvent } from 'react';
import { directoryClassOf } from './directory-classes';

/** The props of {@link PlainSearchField}. */
export interface PlainSearchFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  /** Put on the input (the directory's `data-filter-search`). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  /** Renders the field as focused (the markup test's server render of that state); the browser sets it on focus. */
  initiallyFocused?: boolean;
}

/**
 * A small, full-width outlined search field as MUI's TextField renders it
 * (./directory-classes.ts): its label sits in the field until the field has
 * focus or text, then on the outline, as MUI's does.
 */
export function PlainSearchField({ id, name, label, value, onChange, inputProps, initiallyFocused = false }: PlainSearchFieldProps) {
  const [focused, setFocused] = useState(initiallyFocused);
  const input = useRef<HTMLInputElement>(null);
  // A field focused before the app was hydrated (a visitor already typing) shows as focused once it is.
  useEffect(() => {
    if (document.activeElement === input.current) setFocused(true);
  }, []);
  const state = { focused, filled: value !== '' };
  // As MUI's: a press on the frame (its padding) puts the caret in the input.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.currentTarget === event.target) input.current?.focus();
  };
  return (
    <div className={directoryClassOf('searchField', 'control', state)}>
      <label
        className={directoryClassOf('searchField', 'label', state)}
        data-shrink={String(focused || value !== '')}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div className={directoryClassOf('searchField', 'root', state)} onClick={focusInput}>
        <input
          ref={input}
          aria-invalid="false"
          id={id}
          type="search"
          {...inputProps}
          className={directoryClassOf('searchField', 'input', state)}
          name={name}
          value={value}
          onChange={onChange}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <fieldset aria-hidden="true" className={directoryClassOf('searchField', 'outline', state)}>
          <legend className={directoryClassOf('searchField', 'legend', state)}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
