/**
 * Named validation rules: what a definition means, said once.
 *
 * Each builder returns a rule as data (a json-logic condition and its
 * message), so the definition check and the compiler see every rule as
 * before. Parsed values are finite numbers or NaN (engine/parse.ts), and NaN
 * fails every comparison, so a range rule also rejects blank and invalid
 * text; `required` is needed only where no range is asked.
 *
 * The field a rule concerns (focused on failure) is the first one it names.
 *
 * @example positiveInteger('clicks', 'Please enter a valid number of clicks (must be a positive integer).')
 */
import type { Logic } from './logic-names';

/** A validation rule: `require` holds for valid input; otherwise `message` is shown. */
export interface Rule {
  require: Logic;
  message: string;
}

type Fields = string | readonly string[];

const v = (field: string): Logic => ({ var: field });
const list = (fields: Fields): readonly string[] => (typeof fields === 'string' ? [fields] : fields);
/** One condition per field, joined with `and` when there are several. */
const each = (fields: Fields, condition: (field: string) => Logic): Logic => {
  const parts = list(fields).map(condition);
  return parts.length === 1 ? parts[0]! : { and: parts };
};

/** Every field holds a number: not blank, not invalid text (unless the field counts those as 0). */
export function required(fields: Fields, message: string): Rule {
  return { require: each(fields, (f) => ({ isNumber: [v(f)] })), message };
}

/** Every field is at least `min` (inclusive). */
export function atLeast(fields: Fields, min: number, message: string): Rule {
  return { require: each(fields, (f) => ({ '>=': [v(f), min] })), message };
}

/** Every field is greater than `min` (exclusive). */
export function above(fields: Fields, min: number, message: string): Rule {
  return { require: each(fields, (f) => ({ '>': [v(f), min] })), message };
}

/** Every field is greater than zero. */
export function positive(fields: Fields, message: string): Rule {
  return above(fields, 0, message);
}

/** Every field is zero or more. */
export function nonNegative(fields: Fields, message: string): Rule {
  return atLeast(fields, 0, message);
}

/** A whole number greater than zero (a count such as clicks or customers). */
export function positiveInteger(field: string, message: string): Rule {
  return { require: { and: [{ isInteger: [v(field)] }, { '>': [v(field), 0] }] }, message };
}

/** A whole number, zero or more. */
export function nonNegativeInteger(field: string, message: string): Rule {
  return { require: { and: [{ isInteger: [v(field)] }, { '>=': [v(field), 0] }] }, message };
}

/** Which ends of a {@link between} range the value may equal. */
export type Inclusive = 'both' | 'low' | 'high' | 'neither';

/**
 * The field lies between `low` and `high`; `inclusive` says which ends are
 * allowed (both by default). A percentage in (0, 100] is
 * `between(f, 0, 100, message, { inclusive: 'high' })`.
 */
export function between(field: string, low: number, high: number, message: string, options: { inclusive?: Inclusive } = {}): Rule {
  const inclusive = options.inclusive ?? 'both';
  const lowOp = inclusive === 'both' || inclusive === 'low' ? '>=' : '>';
  const highOp = inclusive === 'both' || inclusive === 'high' ? '<=' : '<';
  return { require: { and: [{ [lowOp]: [v(field), low] }, { [highOp]: [v(field), high] }] }, message };
}

/** The field is not exactly `value` (e.g. a divisor that must not be zero). */
export function notEqual(field: string, value: number, message: string): Rule {
  return { require: { '!=': [v(field), value] }, message };
}

/** The field is at most another field (conversions cannot exceed visitors). */
export function notAbove(field: string, other: string, message: string): Rule {
  return { require: { '<=': [v(field), v(other)] }, message };
}

/** The field is less than another field (a unit's variable cost below its price). */
export function below(field: string, other: string, message: string): Rule {
  return { require: { '<': [v(field), v(other)] }, message };
}

/** At least one of the fields is greater than zero. */
export function anyPositive(fields: readonly string[], message: string): Rule {
  return { require: { or: fields.map((f) => ({ '>': [v(f), 0] })) }, message };
}

/**
 * The escape hatch: a rule the builders above cannot say, as a json-logic
 * condition over the mode's fields (operations: var, and, or, !, comparisons,
 * + - * /, min, max, isNumber, isInteger). Prefer a builder where one fits.
 */
export function rule(require: Logic, message: string): Rule {
  return { require, message };
}
