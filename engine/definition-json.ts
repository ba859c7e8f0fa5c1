/**
 * A definition written as JSON (`definitions/<slug>.json`): the same
 * language as a `.ts` file's `defineCalculator({...})` argument, with an
 * optional `"$schema"` key naming definition.schema.json for editors. Read
 * the same way in Node (the registry, the checker) and in the browser (the
 * studio), so a JSON file is validated and compiled exactly as a `.ts` one.
 */
import { defineCalculator, DefinitionError } from './define-calculator';
import type { CalculatorDefinition, CalculatorInput } from './definition';
import { problemAt, type DefinitionProblem } from './problems';

/** The line and column (1-based) of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/**
 * Parses `text` as JSON. On a syntax error, one `notJson` problem at `(file)` saying where, as line and column
 * (V8 names the offset in its message; without one, the sentence is the parser's).
 */
export function parseJsonText(text: string): { value?: unknown; problems: DefinitionProblem[] } {
  try {
    return { value: JSON.parse(text) as unknown, problems: [] };
  } catch (error) {
    const detail = (error as Error).message;
    // V8 names the offset; Firefox the line and column.
    const offset = /position (\d+)/.exec(detail);
    const lineColumn = /line (\d+) column (\d+)/.exec(detail);
    const where = offset
      ? lineAndColumn(text, Number(offset[1]))
      : lineColumn
        ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
        : undefined;
    const said = detail.replace(/ in JSON at position \d+.*$/, '').replace(/ at line \d+ column \d+.*$/, '');
    return { problems: [problemAt('(file)', 'notJson', said, where?.line, where?.column)] };
  }
}

/** A definition's data without the editors' `"$schema"` key, which names the schema and is no part of the language. */
export function withoutSchemaKey(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('$schema' in value)) return value;
  const { $schema: _schema, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Reads a JSON definition's text: parsed, validated and compiled as `defineCalculator` does. Throws a
 * {@link DefinitionError} with every problem at its dotted path (`(file)` when the text is not JSON).
 */
export function definitionFromJson(text: string): CalculatorDefinition {
  const { value, problems } = parseJsonText(text);
  if (problems.length > 0) throw new DefinitionError('definition', problems);
  return defineCalculator(withoutSchemaKey(value) as CalculatorInput);
}

/** Values the schema fills in when a key is left out (engine/definition.ts), which a written file need not repeat. */
const defaults: Readonly<Record<string, unknown>> = {
  keep: 'any',
  blank: 'invalid',
  invalid: 'invalid',
  buttonLabel: 'Calculate',
  sharedModeState: false,
  label: '',
};

/**
 * A checked definition as the JSON file that would define it: `"$schema"` first (pointing at
 * `schemaPath`), the compiled code left out and the schema's defaults not repeated, two-space indented with
 * a final newline. Reading it back with {@link definitionFromJson} gives the same definition.
 */
export function definitionAsJson(definition: CalculatorDefinition, schemaPath = './definition.schema.json'): string {
  const { code: _code, ...data } = definition;
  const written = JSON.stringify({ $schema: schemaPath, ...data }, (key, value: unknown) =>
    key in defaults && defaults[key] === value ? undefined : value,
  );
  return `${JSON.stringify(JSON.parse(written), null, 2)}\n`;
}
