import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod/mini';
import { firstMessages } from '../../contract/field-messages';
import { useFormValues } from '../card-parts/use-form-values';

/** A form's text by field name. */
type Texts<K extends string> = Record<K, string>;

/** What a field of the form is given: its text, its change handler, its message and where the form reaches it. */
export interface BoundField {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  error?: string;
  inputRef(element: HTMLInputElement | HTMLTextAreaElement | null): void;
}

/**
 * A form of text fields, optionally checked with a zod schema (the one the
 * API checks with, contract/payloads.ts). Nothing is said until the first
 * send; a send with fields in error shows each message under its field and
 * puts the caret in the first of them; from then on a change checks its
 * field again, so a message leaves as soon as the text is right.
 *
 * `check()` answers the values as the schema outputs them (trimmed), or
 * undefined when a field is in error. `showErrors` shows messages the
 * server sent, for the fields the form has.
 */
export function useTextForm<K extends string, S extends z.ZodMiniType = z.ZodMiniType<Texts<K>>>(empty: Texts<K>, schema?: S) {
  const { values, setValue, reset: resetValues, getValues } = useFormValues(() => empty);
  const [errors, setErrors] = useState<Partial<Texts<K>>>({});
  const sent = useRef(false);
  const controls = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const names = Object.keys(empty) as K[];

  const messagesFor = useCallback(
    (texts: Record<string, string>): Partial<Texts<K>> => {
      if (!schema) return {};
      const result = schema.safeParse(texts);
      return result.success ? {} : (firstMessages(result.error.issues) as Partial<Texts<K>>);
    },
    [schema],
  );

  const field = (name: K): BoundField => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event) => {
      setValue(name, event.target.value);
      if (sent.current) {
        const message = messagesFor(getValues())[name];
        setErrors((shown) => ({ ...shown, [name]: message }));
      }
    },
    inputRef: (element) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    },
  });

  const check = (): z.output<S> | undefined => {
    sent.current = true;
    const texts = getValues() as Texts<K>;
    const result = schema?.safeParse(texts);
    if (!result) return texts as z.output<S>;
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const messages = firstMessages(result.error.issues) as Partial<Texts<K>>;
    setErrors(messages);
    const first = names.find((name) => messages[name] !== undefined);
    if (first !== undefined) controls.current.get(first)?.focus();
    return undefined;
  };

  const showErrors = (messages: Record<string, string>) =>
    setErrors((shown) => ({ ...shown, ...Object.fromEntries(Object.entries(messages).filter(([name]) => name in empty)) }));

  const reset = () => {
    sent.current = false;
    setErrors({});
    resetValues(empty);
  };

  return { values: values as Texts<K>, field, check, showErrors, reset };
}
