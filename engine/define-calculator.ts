/**
 * Declaring a calculator: its definition validated by the contract's schema
 * (engine/definition.ts), then its expressions and rules compiled
 * (engine/compile.ts); and how a schema issue reads as a catalogue problem.
 * Apart from the schema, so that the compiler can read the schema's types
 * without the schema's file importing the compiler back.
 */
import type { z } from 'zod';
import { codeFromSource, definitionCode } from './compile';
import { definitionSchema, type CalculatorDefinition, type CalculatorInput } from './definition';
import { problemAt, problems, type DefinitionProblem, type ProblemName } from './problems';

/**
 * Declares a calculator. Like Astro's `defineCollection`, it gives the file
 * its type and validates it at once, then compiles its expressions and rules
 * (engine/compile.ts). Throws a {@link DefinitionError} that names the key,
 * every dotted path and its problem.
 *
 * @example export default defineCalculator({ key: 'myMetric', slug: 'my-metric', ... });
 */
export function defineCalculator(input: CalculatorInput): CalculatorDefinition {
  const where = typeof input?.key === 'string' ? input.key : 'definition';
  const parsed = definitionSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) throw new DefinitionError(where, parsed.error.issues.map(schemaProblem));
  const { source, problems: found } = definitionCode(parsed.data);
  if (found.length > 0) throw new DefinitionError(where, found);
  return { ...parsed.data, code: codeFromSource(source) };
}

/** Catalogue entries whose sentence takes no argument, by sentence: the schema's own messages. */
const fixedSentences = new Map(
  (Object.keys(problems) as ProblemName[])
    .filter((name) => problems[name].length === 0)
    .map((name) => [(problems[name] as () => string)(), name]),
);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** A schema issue as a catalogue problem: the dotted path, and what was expected against what was found. */
export function schemaProblem(issue: z.core.$ZodIssue): DefinitionProblem {
  const path = issue.path.join('.') || '(root)';
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined ? problemAt(path, 'missing', issue.expected) : problemAt(path, 'wrongType', issue.expected, kindOf(input));
    case 'invalid_value':
      return problemAt(path, 'notOneOf', issue.values, input);
    case 'invalid_union':
      if ('discriminator' in issue && typeof issue.discriminator === 'string') {
        const allowed = (issue as unknown as { options: unknown[] }).options.filter((option) => option !== undefined && option !== null);
        const got = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[issue.discriminator] : input;
        return problemAt(path, 'unknownKind', issue.discriminator, allowed, got);
      }
      break;
    case 'unrecognized_keys':
      return problemAt(path, 'unknownKeys', issue.keys);
    default:
      break;
  }
  const name = fixedSentences.get(issue.message);
  return name ? { path, name, problem: issue.message } : problemAt(path, 'outOfBounds', issue.message);
}

/** A definition that breaks the contract; its message lists every problem. */
export class DefinitionError extends Error {
  constructor(
    readonly where: string,
    readonly problems: DefinitionProblem[],
  ) {
    super(problems.map((p) => `${where} → ${p.path}: ${p.problem}`).join('\n'));
    this.name = 'DefinitionError';
  }
}
