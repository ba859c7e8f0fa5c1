/**
 * Texts still to write: a draft (engine/skeleton.ts) fills what only an
 * editor can write with a placeholder that says what to write, such as
 * "[Write: one line for cards in the directory]", and a source's address
 * with one at example.com (a name reserved for documentation, RFC 2606, so
 * never a real source). The checker lists each one still there; the build
 * refuses to publish a page that has one.
 */
import type { CalculatorDefinition } from './definition';
import { problemAt, type DefinitionProblem } from './problems';

const MARK = '[Write: ';

/** A placeholder saying what to write (`what` is lower-case words, no full stop). */
export function placeholder(what: string): string {
  return `${MARK}${what}]`;
}

const HELD = /\[Write: [^\]]*\]/;
const EXAMPLE_ADDRESS = /^https?:\/\/(?:[\w-]+\.)*example\.(?:com|org|net)(?:[/:?#]|$)/i;

/** Whether a text still holds a placeholder, or is an address at example.com. */
export function isPlaceholder(text: string): boolean {
  return HELD.test(text) || EXAMPLE_ADDRESS.test(text);
}

/** Every text of a definition that still holds a placeholder, at its dotted path (`placeholderText`). */
export function placeholderProblems(definition: Omit<CalculatorDefinition, 'code'> | CalculatorDefinition): DefinitionProblem[] {
  const found: DefinitionProblem[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (isPlaceholder(value)) found.push(problemAt(path, 'placeholderText', (HELD.exec(value)?.[0] ?? value).slice(0, 120)));
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i)));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (key !== 'code') walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(definition, '');
  return found;
}
