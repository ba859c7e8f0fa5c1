/**
 * The expression language of outputs: a mathjs instance built with `create`
 * from the number-only build and just the functions definitions use, so the
 * page does not carry the full mathjs bundle.
 */
import {
  absDependencies, addDependencies, ceilDependencies, compileDependencies, create, divideDependencies,
  equalDependencies, floorDependencies, largerDependencies, largerEqDependencies, maxDependencies,
  minDependencies, multiplyDependencies, parseDependencies, powDependencies, roundDependencies,
  smallerDependencies, smallerEqDependencies, subtractDependencies, unaryMinusDependencies,
  unequalDependencies, type MathNode,
} from 'mathjs/number';

const math = create({
  parseDependencies, compileDependencies, addDependencies, subtractDependencies, multiplyDependencies,
  divideDependencies, powDependencies, unaryMinusDependencies, absDependencies, ceilDependencies,
  floorDependencies, roundDependencies, minDependencies, maxDependencies, equalDependencies,
  unequalDependencies, smallerDependencies, smallerEqDependencies, largerDependencies, largerEqDependencies,
});

/** Functions an expression may call. */
export const expressionFunctions = ['abs', 'ceil', 'floor', 'round', 'min', 'max'] as const;

/** A compiled expression: evaluate it with a scope of numbers. */
export interface CompiledExpression {
  evaluate(scope: Record<string, number>): number;
}

/** What parsing an expression found: its compiled form and the names it reads. */
export interface ParsedExpression {
  compiled: CompiledExpression;
  symbols: string[];
  functions: string[];
}

/** The mathjs syntax tree of an expression (for code generation). Throws mathjs's SyntaxError. */
export function parseNode(source: string): MathNode {
  return math.parse(source);
}

/**
 * Parses and compiles an expression once. Throws mathjs's SyntaxError for a
 * malformed expression; the definition check reports it with its path.
 */
export function parseExpression(source: string): ParsedExpression {
  const node: MathNode = math.parse(source);
  const symbols: string[] = [];
  const functions: string[] = [];
  node.traverse((child, path, parent) => {
    if (child.type !== 'SymbolNode') return;
    const name = (child as unknown as { name: string }).name;
    const list = parent?.type === 'FunctionNode' && path === 'fn' ? functions : symbols;
    if (!list.includes(name)) list.push(name);
  });
  const code = node.compile();
  return {
    symbols,
    functions,
    compiled: {
      evaluate(scope) {
        try {
          const value: unknown = code.evaluate({ ...scope });
          return typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number.NaN;
        } catch {
          return Number.NaN;
        }
      },
    },
  };
}
