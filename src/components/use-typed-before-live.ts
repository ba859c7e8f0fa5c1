import { useLayoutEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What a visitor typed into a pre-rendered form before the app was live:
 * hydration leaves that text in the inputs but not in the form's state, and
 * the next render would wipe it. Right after hydration, `adopt(name, text)`
 * is called once for each named control of the form; give the returned ref to
 * the <form>.
 */
export function useTypedBeforeLive(adopt: (name: string, text: string) => void) {
  const form = useRef<HTMLFormElement>(null);
  // Once, at mount (the only time such text can be there), with that render's `adopt`. A layout effect:
  // the inputs' own layout effects already queue a render, which would wipe the text first.
  useLayoutEffect(() => {
    for (const control of Array.from(form.current?.elements ?? [])) {
      const typed = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;
      if (typed && control.name) adopt(control.name, control.value);
    }
  }, []);
  return form;
}

/**
 * useTypedBeforeLive for a react-hook-form form: text that differs from a
 * string field's value becomes its value, through `clean` when given (the
 * filter typing would have applied).
 */
export function useTypedBeforeLiveForm<T extends FieldValues>(
  { getValues, setValue }: Pick<UseFormReturn<T>, 'getValues' | 'setValue'>,
  clean: (name: string, text: string) => string = (_, text) => text,
) {
  return useTypedBeforeLive((name, text) => {
    const current: unknown = getValues(name as Path<T>);
    const value = clean(name, text);
    if (typeof current === 'string' && value !== current) setValue(name as Path<T>, value as never, { shouldDirty: true });
  });
}
