/**
 * The one compiler of the engine. mathjs parses each expression and the
 * conditions are read as json-logic data; both become JavaScript source
 * calling code-helpers.ts as `$`, an object literal of type DefinitionCode.
 * That source is the only form that runs: the build writes it into each
 * calculator's chunk, and in Node (defineCalculator: tests, the check,
 * pre-rendering) {@link compileDefinition} turns the same text into functions.
 * Anything outside the supported language is a located catalogue problem
 * (engine/problems.ts).
 *
 * Expressions: numbers, names, + - * / ^, unary minus and plus, comparisons,
 * and / or / not, `c ? a : b`, parentheses, and abs ceil floor round(x) min max.
 * Conditions: json-logic's var, and, or, !, !!, if, == != === !==, < <= > >=,
 * + - * /, min, max, and our isNumber, isInteger.
 */
import * as helpers from './code-helpers';
import type { DefinitionCode } from './code';
import type { DefinitionData, Mode } from './definition';
import { parseNode } from './math';
import { fail, problemAt, ProblemError, type DefinitionProblem } from './problems';

interface MathNodeLike {
  type: string;
  value?: unknown;
  name?: string;
  fn?: string | { name: string };
  op?: string;
  args?: MathNodeLike[];
  content?: MathNodeLike;
  condition?: MathNodeLike;
  trueExpr?: MathNodeLike;
  falseExpr?: MathNodeLike;
}

const binary: Record<string, string> = {
  add: '+',
  subtract: '-',
  multiply: '*',
  divide: '/',
};
const compare = new Set(['smaller', 'smallerEq', 'larger', 'largerEq', 'equal', 'unequal', 'pow']);
const functions = new Set(['abs', 'ceil', 'floor', 'round', 'min', 'max']);

function expression(node: MathNodeLike): string {
  switch (node.type) {
    case 'ConstantNode':
      if (typeof node.value === 'number') return Number.isFinite(node.value) ? String(node.value) : `(${String(node.value)})`;
      return JSON.stringify(node.value);
    case 'SymbolNode':
      return `$.sym(s, ${JSON.stringify(node.name)})`;
    case 'ParenthesisNode':
      return `(${expression(node.content!)})`;
    case 'ConditionalNode':
      return `($.test(${expression(node.condition!)}) ? ${expression(node.trueExpr!)} : ${expression(node.falseExpr!)})`;
    case 'OperatorNode': {
      const fn = node.fn as string;
      const args = node.args!.map(expression);
      if (fn in binary && args.length === 2) return `(${args[0]} ${binary[fn]} ${args[1]})`;
      if (fn === 'unaryMinus') return `(-${args[0]})`;
      if (fn === 'unaryPlus') return `(+${args[0]})`;
      if (compare.has(fn)) return `$.${fn}(${args.join(', ')})`;
      if (fn === 'and') return `($.test(${args[0]}) && $.test(${args[1]}))`;
      if (fn === 'or') return `($.test(${args[0]}) || $.test(${args[1]}))`;
      if (fn === 'not') return `(!$.test(${args[0]}))`;
      return fail('unsupportedOperator', String(node.op));
    }
    case 'FunctionNode': {
      const name = (node.fn as { name: string }).name;
      if (!functions.has(name)) fail('unsupportedFunction', name);
      if (name === 'round' && node.args!.length !== 1) {
        fail('roundWithDecimals');
      }
      return `$.${name}(${node.args!.map(expression).join(', ')})`;
    }
    default:
      return fail('unsupportedNode', node.type);
  }
}

/** An expression as a JavaScript function of the scope `s`: a number, or NaN when it cannot be evaluated. */
export function expressionSource(source: string): string {
  const body = expression(parseNode(source) as unknown as MathNodeLike);
  return `(s) => { try { return $.num(${body}); } catch { return NaN; } }`;
}

const logicOps: Record<string, string> = {
  and: '$.and',
  or: '$.or',
  '!': '$.not',
  '!!': '$.notNot',
  if: '$.ifThen',
  '==': '$.looseEq',
  '!=': '$.looseNe',
  '===': '$.strictEq',
  '!==': '$.strictNe',
  '>': '$.gt',
  '>=': '$.ge',
  '<': '$.lt',
  '<=': '$.le',
  '+': '$.plus',
  '-': '$.minus',
  '*': '$.times',
  '/': '$.divide',
  min: 'Math.min',
  max: 'Math.max',
  isNumber: '$.isNumber',
  isInteger: '$.isInteger',
};

function logic(node: unknown): string {
  if (Array.isArray(node)) return `[${node.map(logic).join(', ')}]`;
  if (node === null || typeof node !== 'object') return JSON.stringify(node);
  const entries = Object.entries(node);
  if (entries.length !== 1) fail('oneOperation');
  const [op, raw] = entries[0]!;
  const args = Array.isArray(raw) ? raw : [raw];
  if (op === 'var') return `$.v(d${args.map((a) => `, ${logic(a)}`).join('')})`;
  const helper = logicOps[op];
  if (!helper) fail('unsupportedCondition', op);
  return `${helper}(${args.map(logic).join(', ')})`;
}

/** A condition as a JavaScript predicate of the values `d` (false when it fails to evaluate, as json-logic's `holds`). */
export function conditionSource(condition: unknown): string {
  return `(d) => { try { return $.truthy(${logic(condition)}); } catch { return false; } }`;
}

/** A definition compiled: its code as JavaScript source, and every construct that could not be compiled, by dotted path. */
interface Compiled {
  source: string;
  problems: DefinitionProblem[];
}

function compiling(path: string, problems: DefinitionProblem[], generate: () => string, fallback: string): string {
  try {
    return generate();
  } catch (error) {
    // The compiler's own refusals are catalogue problems; anything else comes from mathjs's parser.
    if (error instanceof ProblemError) problems.push({ path, name: error.problemName, problem: error.message });
    else problems.push(problemAt(path, 'badSyntax', (error as Error).message));
    return fallback;
  }
}

function modeSource(mode: Mode, at: string, problems: DefinitionProblem[], keyOf: (source: string) => string): string {
  const expressions = new Map<string, string>();
  const expression = (source: string, path: string) => {
    if (!expressions.has(source))
      expressions.set(
        source,
        compiling(path, problems, () => expressionSource(source), '() => NaN'),
      );
  };
  const condition = (logic: unknown, path: string) => compiling(path, problems, () => conditionSource(logic), '() => false');
  const visible: string[] = [];
  mode.outputs.forEach((output, o) => {
    const path = `${at}.outputs.${o}`;
    if (output.visibleWhen !== undefined)
      visible.push(`${JSON.stringify(output.id)}: ${condition(output.visibleWhen, `${path}.visibleWhen`)}`);
    if (output.kind === 'value') expression(output.expr, `${path}.expr`);
    if (output.kind === 'table') {
      output.rows.forEach((row, r) =>
        row.cells.forEach((cell, c) => {
          const cellPath = `${path}.rows.${r}.cells.${c}`;
          if ('expr' in cell) expression(cell.expr, `${cellPath}.expr`);
          if ('range' in cell) cell.range.forEach((source, k) => expression(source, `${cellPath}.range.${k}`));
        }),
      );
    }
  });
  const rules = mode.rules.map((rule, r) => condition(rule.require, `${at}.rules.${r}.require`));
  const entries = [...expressions].map(([source, code]) => `${JSON.stringify(keyOf(source))}: ${code}`);
  return `${JSON.stringify(mode.id)}: {\n  expressions: {\n    ${entries.join(',\n    ')}\n  },\n  rules: [\n    ${rules.join(',\n    ')}\n  ],\n  visibleWhen: { ${visible.join(', ')} }\n}`;
}

/**
 * The whole definition's code as JavaScript source (an object literal of type
 * DefinitionCode, calling `$`), and every construct that could not be
 * compiled, by dotted path. Expressions are keyed by their text, or by
 * `keyOf(mode index, text)` (the build's short keys: scripts/definitions-plugin.ts).
 */
export function definitionCode(
  definition: DefinitionData,
  keyOf: (mode: number, source: string) => string = (_, source) => source,
): Compiled {
  const problems: DefinitionProblem[] = [];
  const modes = definition.calculator.modes.map((mode, m) =>
    modeSource(mode, `calculator.modes.${m}`, problems, (source) => keyOf(m, source)),
  );
  return { source: `{ modes: {\n${modes.join(',\n')}\n} }`, problems };
}

/**
 * Node: the functions of code generated by {@link definitionCode}, from the
 * same text the build writes into pages.
 */
export function codeFromSource(source: string): DefinitionCode {
  // A plain copy of the helpers: a module namespace read through loaders' getters costs a call per use.
  return new Function('$', `return ${source};`)({ ...helpers }) as DefinitionCode;
}
