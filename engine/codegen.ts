/**
 * Build time: a definition's expressions and conditions as JavaScript source,
 * calling code-helpers.ts as `$`. The result is an object literal of type
 * DefinitionCode. Anything outside the supported language throws a
 * CodegenError naming the construct, which the definition check reports.
 *
 * Expressions: numbers, names, + - * / ^, unary minus and plus, comparisons,
 * and / or / not, `c ? a : b`, parentheses, and abs ceil floor round(x) min max.
 * Conditions: json-logic's var, and, or, !, !!, if, == != === !==, < <= > >=,
 * + - * /, min, max, and our isNumber, isInteger.
 */
import { expressionSources } from './expression-sources';
import type { CalculatorDefinition } from './definition';
import { parseNode } from './math';

/** The construct a compiled page cannot run. */
export class CodegenError extends Error {
  override name = 'CodegenError';
}

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
      throw new CodegenError(`The operator "${node.op}" is not supported in calculator expressions.`);
    }
    case 'FunctionNode': {
      const name = (node.fn as { name: string }).name;
      if (!functions.has(name)) throw new CodegenError(`The function "${name}" is not supported in calculator expressions.`);
      if (name === 'round' && node.args!.length !== 1) {
        throw new CodegenError('round takes one argument here; show decimals with the output format instead.');
      }
      return `$.${name}(${node.args!.map(expression).join(', ')})`;
    }
    default:
      throw new CodegenError(`"${node.type}" is not supported in calculator expressions.`);
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
  if (entries.length !== 1) throw new CodegenError('A condition object must have exactly one operation.');
  const [op, raw] = entries[0]!;
  const args = Array.isArray(raw) ? raw : [raw];
  if (op === 'var') return `$.v(d${args.map((a) => `, ${logic(a)}`).join('')})`;
  const helper = logicOps[op];
  if (!helper) throw new CodegenError(`The condition operation "${op}" is not supported.`);
  return `${helper}(${args.map(logic).join(', ')})`;
}

/** A condition as a JavaScript predicate of the values `d` (false when it fails to evaluate, as json-logic's `holds`). */
export function conditionSource(condition: unknown): string {
  return `(d) => { try { return $.truthy(${logic(condition)}); } catch { return false; } }`;
}

/** The whole definition's code as an object literal (a DefinitionCode). */
export function definitionCodeSource(definition: CalculatorDefinition): string {
  const modes = definition.calculator.modes.map((mode) => {
    const expressions = [...new Set(expressionSources(mode))].map((source) => `${JSON.stringify(source)}: ${expressionSource(source)}`);
    const rules = mode.rules.map((rule) => conditionSource(rule.require));
    const visible = mode.outputs
      .filter((output) => output.visibleWhen !== undefined)
      .map((output) => `${JSON.stringify(output.id)}: ${conditionSource(output.visibleWhen)}`);
    return `${JSON.stringify(mode.id)}: {\n  expressions: {\n    ${expressions.join(',\n    ')}\n  },\n  rules: [\n    ${rules.join(',\n    ')}\n  ],\n  visibleWhen: { ${visible.join(', ')} }\n}`;
  });
  return `{ modes: {\n${modes.join(',\n')}\n} }`;
}
