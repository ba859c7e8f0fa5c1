/**
 * Json-logic with the few operations the definitions need, registered once.
 *
 * Rules and visibility conditions are json-logic over the parsed values
 * (numbers, NaN for invalid text, the option value for selects).
 */
import jsonLogic from 'json-logic-js';

import type { Logic } from './logic-names';

export { logicVariables, type Logic } from './logic-names';

/** Operations a definition may use beyond json-logic's own. */
export const customOperations = {
  /** A finite number (parsing turns invalid text into NaN). */
  isNumber: (value: unknown) => typeof value === 'number' && Number.isFinite(value),
  /** A finite whole number. */
  isInteger: (value: unknown) => typeof value === 'number' && Number.isInteger(value),
} as const;

for (const [name, operation] of Object.entries(customOperations)) {
  jsonLogic.add_operation(name, operation);
}

/** Evaluates a condition; a malformed one counts as false rather than throwing. */
export function holds(logic: Logic, data: Record<string, unknown>): boolean {
  try {
    return jsonLogic.truthy(jsonLogic.apply(logic as jsonLogic.RulesLogic, data));
  } catch {
    return false;
  }
}

const knownOperations = new Set<string>([
  ...Object.keys(customOperations),
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and',
  '>', '>=', '<', '<=', 'max', 'min', '+', '-', '*', '/', '%', 'in', 'cat', 'substr', 'log',
]);

/** Operation names in a condition that json-logic does not know. */
export function unknownOperations(logic: unknown): string[] {
  const unknown: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [op, args] of Object.entries(node)) {
      if (!knownOperations.has(op)) unknown.push(op);
      if (op !== 'var') walk(args);
    }
  };
  walk(logic);
  return unknown;
}
