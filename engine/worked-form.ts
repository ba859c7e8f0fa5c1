/**
 * Each output's expression as a person writes it ("(returns − investment) ÷
 * investment × 100"), for the steps a result shows with the visitor's own
 * numbers (engine/worked.ts). Made with mathjs at build time (and in Node:
 * tests, the check), and shipped with a definition's texts (engine/texts.ts),
 * so no page parses an expression.
 */
import type { DefinitionData, WorkedForms, WrittenPart } from './definition';
import { parseNode } from './math';

interface Node {
  type: string;
  value?: unknown;
  name?: string;
  fn?: string | { name: string };
  args?: Node[];
  content?: Node;
}

const operators: Record<string, string> = { add: ' + ', subtract: ' − ', multiply: ' × ', divide: ' ÷ ' };
/** Functions written with their usual signs: round up, round down, absolute value. */
const enclosing: Record<string, [string, string]> = { ceil: ['⌈', '⌉'], floor: ['⌊', '⌋'], abs: ['|', '|'] };

/** The parts of `node`, or undefined for what does not read as plain arithmetic (a condition, a comparison, min or max). */
function parts(node: Node): WrittenPart[] | undefined {
  switch (node.type) {
    case 'ConstantNode':
      return typeof node.value === 'number' && Number.isFinite(node.value) ? [{ number: node.value }] : undefined;
    case 'SymbolNode':
      return [{ name: node.name! }];
    case 'ParenthesisNode': {
      const inner = parts(node.content!);
      return inner && ['(', ...inner, ')'];
    }
    case 'OperatorNode': {
      const fn = node.fn as string;
      const args = node.args!.map(parts);
      if (args.some((a) => a === undefined)) return undefined;
      if (fn in operators && args.length === 2) return [...args[0]!, operators[fn]!, ...args[1]!];
      if (fn === 'unaryMinus') return ['−', ...args[0]!];
      if (fn === 'pow') return [...args[0]!, '^', ...args[1]!];
      return undefined;
    }
    case 'FunctionNode': {
      const signs = enclosing[(node.fn as { name: string }).name];
      const inner = node.args!.length === 1 ? parts(node.args![0]!) : undefined;
      return signs && inner && [signs[0], ...inner, signs[1]];
    }
    default:
      return undefined;
  }
}

/** An expression as written, or undefined when it does not read as plain arithmetic. */
export function writtenForm(source: string): WrittenPart[] | undefined {
  return parts(parseNode(source) as unknown as Node);
}

/** Every value output's written expression in `definition`, by mode and output (those that read as arithmetic). */
export function workedForms(definition: Pick<DefinitionData, 'calculator'>): WorkedForms {
  const forms: WorkedForms = {};
  for (const mode of definition.calculator.modes) {
    const own: Record<string, WrittenPart[]> = {};
    for (const output of mode.outputs) {
      if (output.kind !== 'value') continue;
      const written = writtenForm(output.expr);
      if (written) own[output.id] = written;
    }
    forms[mode.id] = own;
  }
  return forms;
}
