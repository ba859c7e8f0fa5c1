/**
 * A definition's behaviour as plain functions: its expressions, rules and
 * visibility conditions. In the browser the build generates them as
 * JavaScript (codegen.ts), so no expression or rule interpreter ships with a
 * page; in Node (tests, the definition check) they are interpreted with
 * mathjs and json-logic (interpret.ts), registered by engine/index.ts.
 */
import type { CalculatorDefinition } from './definition';

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

const attached = new WeakMap<CalculatorDefinition, DefinitionCode>();
let runtimeCompiler: ((definition: CalculatorDefinition) => DefinitionCode) | undefined;

/** Attaches code generated at build time to its definition; returns the definition. */
export function attachCode<T extends CalculatorDefinition>(definition: T, code: DefinitionCode): T {
  attached.set(definition, code);
  return definition;
}

/** Registers the compiler used for definitions that arrive without code (Node only). */
export function setRuntimeCompiler(compiler: (definition: CalculatorDefinition) => DefinitionCode): void {
  runtimeCompiler = compiler;
}

/**
 * The code of a definition: attached at build, or compiled once at run time
 * and kept. Throws when neither is available (a page given a definition that
 * did not pass through the build).
 */
export function codeFor(definition: CalculatorDefinition): DefinitionCode {
  let code = attached.get(definition);
  if (!code) {
    if (!runtimeCompiler) throw new Error(`The calculator "${definition.key}" has no compiled code.`);
    code = runtimeCompiler(definition);
    attached.set(definition, code);
  }
  return code;
}
