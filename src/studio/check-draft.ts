/**
 * The studio's check of the definition being written, in the browser: its
 * JSON, its schema and compilation (as `defineCalculator` does), the
 * checker's problems (engine/check.ts), the site's content rules against
 * the other calculators (incoming links, copied tables), the texts still to
 * write, and every worked example run as a test. Each problem is located in
 * the text, for the editor's markers.
 */
import {
  calculate,
  checkDefinition,
  checkRegistry,
  defineCalculator,
  DefinitionError,
  exampleMismatches,
  findMode,
  type CalculatorDefinition,
  type CalculatorInput,
  type DefinitionProblem,
  parseJsonText,
  withoutSchemaKey,
  placeholderProblems,
  beforePublishing,
} from '../../engine/authoring';
import { spanOf, type Span } from './located';

/** A checker's problem and where it is in the text. */
export interface LocatedProblem extends DefinitionProblem {
  span: Span;
}

/** One worked example run on the draft: whether the page would show what it expects, and if not, what differs. */
export interface ExampleRun {
  name: string;
  passed: boolean;
  /** What the example expects, as the page must show it ("costPerWidget shows $2.50; band Typical"). */
  expected: string;
  /** Each difference, in the checker's sentences. */
  mismatches: string[];
  span: Span;
}

/** What the studio shows of a draft: the definition when it compiles, what must be fixed, what is left to write, the examples. */
export interface DraftReport {
  definition?: CalculatorDefinition;
  problems: LocatedProblem[];
  toWrite: LocatedProblem[];
  examples: ExampleRun[];
}

const where = (text: string) => (p: DefinitionProblem & { line?: number; column?: number }) => ({
  ...p,
  span: spanOf(text, p.path, p.line, p.column),
});

/** What an example expects, in a line. */
function expectedText(expect: CalculatorDefinition['examples'][number]['expect']): string {
  if ('message' in expect) return `the message “${expect.message}”`;
  const parts = Object.entries(expect.outputs).map(([id, text]) => `${id} shows “${text}”`);
  if (expect.band !== undefined) parts.push(`the band “${expect.band}”`);
  return parts.join('; ');
}

/** The definition `text` compiles to, or undefined when it does not: what the preview shows, before any check runs. */
export function compileDraft(text: string): CalculatorDefinition | undefined {
  const parsed = parseJsonText(text);
  if (parsed.problems.length > 0) return undefined;
  try {
    return defineCalculator(withoutSchemaKey(parsed.value) as CalculatorInput);
  } catch (error) {
    if (error instanceof DefinitionError) return undefined;
    throw error;
  }
}

/**
 * Checks `text` (a definition as JSON) against `others` (the site's other calculators; one with the draft's slug
 * is the calculator being edited, and is left out).
 */
export function checkDraft(text: string, others: readonly CalculatorDefinition[]): DraftReport {
  const locate = where(text);
  const parsed = parseJsonText(text);
  if (parsed.problems.length > 0) {
    const detail = /at line (\d+), column (\d+)/.exec(parsed.problems[0]!.problem);
    const [line, column] = detail ? [Number(detail[1]), Number(detail[2])] : [undefined, undefined];
    return { problems: parsed.problems.map((p) => locate({ ...p, line, column })), toWrite: [], examples: [] };
  }
  let definition: CalculatorDefinition;
  try {
    definition = defineCalculator(withoutSchemaKey(parsed.value) as CalculatorInput);
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    return { problems: error.problems.map(locate), toWrite: [], examples: [] };
  }
  const rest = others.filter((other) => other.slug !== definition.slug);
  const registry = checkRegistry([...rest, definition])
    .filter((p) => p.index === rest.length)
    .map(({ key: _key, index: _index, ...p }) => p);
  const found = [...checkDefinition(definition), ...registry, ...placeholderProblems(definition)].map(locate);
  const examples = definition.examples.map((example, i): ExampleRun => {
    const mode = findMode(definition, example.mode);
    const mismatches = exampleMismatches(example, calculate(definition, mode.id, example.inputs));
    return {
      name: example.name,
      passed: mismatches.length === 0,
      expected: expectedText(example.expect),
      mismatches,
      span: spanOf(text, `examples.${i}`),
    };
  });
  return {
    definition,
    problems: found.filter((p) => !beforePublishing.has(p.name)),
    toWrite: found.filter((p) => beforePublishing.has(p.name)),
    examples,
  };
}
