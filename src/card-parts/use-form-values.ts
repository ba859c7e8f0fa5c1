import { useCallback, useRef, useState } from 'react';

/** Raw input texts of one mode's form, by field id. */
export type FormValues = Record<string, string>;

/**
 * A form's input texts, held by React. `getValues` reads the texts as they
 * are now, even in the event that changed them, before React has rendered.
 * A calculator's form is a flat map of strings validated by the engine on
 * Calculate, so a form library (react-hook-form was 13.6 kB gzip on every
 * calculator page's first load) had nothing left to do.
 */
export function useFormValues(initial: () => FormValues) {
  const [values, setValues] = useState(initial);
  const current = useRef(values);
  const setValue = useCallback((id: string, value: string) => {
    current.current = { ...current.current, [id]: value };
    setValues(current.current);
  }, []);
  const reset = useCallback((next: FormValues) => {
    current.current = next;
    setValues(next);
  }, []);
  const getValues = useCallback(() => current.current, []);
  return { values, setValue, reset, getValues };
}
