import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CalculatorDefinition } from '../../engine/definition';
import { validate } from '../../engine/runtime';

/** Raw input texts of one mode's form, by field id. */
export type FormValues = Record<string, string>;

/**
 * A react-hook-form resolver built from a mode's rules, so the form and the
 * engine share one source of validation messages. The first failing rule's
 * message is attached to the field it concerns (or to `root`).
 */
export function rulesResolver(definition: CalculatorDefinition, modeId: string): Resolver<FormValues> {
  return async (values) => {
    const failure = validate(definition, modeId, values);
    if (!failure) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = { [failure.field ?? 'root']: { type: 'rule', message: failure.message } };
    return { values: {}, errors };
  };
}

/** The message react-hook-form holds after a failed submit. */
export function firstMessage(errors: FieldErrors<FormValues>): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}
