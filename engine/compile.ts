/**
 * Compiles a definition once: every expression is parsed a single time and
 * kept with the definition object, so a page never re-parses on Calculate.
 */
import type { CalculatorDefinition, Mode } from './definition';
import { parseExpression, type ParsedExpression } from './math';

/** A mode with its expressions compiled, keyed by source text. */
export interface CompiledMode {
  mode: Mode;
  expressions: Map<string, ParsedExpression>;
}

const cache = new WeakMap<CalculatorDefinition, Map<string, CompiledMode>>();

/** Every expression source a mode holds, in output order. */
export function expressionSources(mode: Mode): string[] {
  const sources: string[] = [];
  for (const output of mode.outputs) {
    if (output.kind === 'value') sources.push(output.expr);
    if (output.kind === 'table') {
      for (const row of output.rows) {
        for (const cell of row.cells) {
          if ('expr' in cell) sources.push(cell.expr);
          if ('range' in cell) sources.push(...cell.range);
        }
      }
    }
  }
  return sources;
}

/**
 * The compiled form of one mode. Throws only for a malformed expression,
 * which the definition check reports before any page ships.
 */
export function compileMode(definition: CalculatorDefinition, mode: Mode): CompiledMode {
  let modes = cache.get(definition);
  if (!modes) {
    modes = new Map();
    cache.set(definition, modes);
  }
  let compiled = modes.get(mode.id);
  if (!compiled) {
    const expressions = new Map<string, ParsedExpression>();
    for (const source of expressionSources(mode)) {
      if (!expressions.has(source)) expressions.set(source, parseExpression(source));
    }
    compiled = { mode, expressions };
    modes.set(mode.id, compiled);
  }
  return compiled;
}
