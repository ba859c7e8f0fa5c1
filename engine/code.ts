/**
 * A definition's behaviour as plain functions: its expressions, rules and
 * visibility conditions, compiled once by engine/compile.ts. A definition
 * carries its code (`definition.code`): defineCalculator compiles it in Node,
 * and the build writes the same code into each calculator's chunk, so pages
 * ship no expression or rule interpreter.
 */

/** Numbers by name: fields and earlier outputs. */
export type Scope = Record<string, number>;
/** Parsed values by name (numbers, NaN for invalid text, option values for selects). */
export type Values = Record<string, unknown>;

/** One mode's code. */
export interface ModeCode {
  /** Expression source → its value for a scope; NaN when it cannot be evaluated. */
  expressions: Record<string, (scope: Scope) => number>;
  /** One predicate per rule, in order: true when the input passes the rule. */
  rules: ((values: Values) => boolean)[];
  /** Output id → whether the output shows, for outputs with `visibleWhen`. */
  visibleWhen: Record<string, (values: Values) => boolean>;
}

/** A definition's code, by mode id. */
export interface DefinitionCode {
  modes: Record<string, ModeCode>;
}
