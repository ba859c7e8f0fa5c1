/**
 * The expression language's parser: a mathjs instance built with `create`
 * from the number-only build and just the functions definitions use. Only
 * the compiler and the check use it (Node and the build); pages run the
 * compiled code.
 */
import {
  absDependencies,
  addDependencies,
  ceilDependencies,
  create,
  divideDependencies,
  equalDependencies,
  floorDependencies,
  largerDependencies,
  largerEqDependencies,
  maxDependencies,
  minDependencies,
  multiplyDependencies,
  parseDependencies,
  powDependencies,
  roundDependencies,
  smallerDependencies,
  smallerEqDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unequalDependencies,
  type MathNode,
} from 'mathjs/number';

const math = create({
  parseDependencies,
  addDependencies,
  subtractDependencies,
  multiplyDependencies,
  divideDependencies,
  powDependencies,
  unaryMinusDependencies,
  absDependencies,
  ceilDependencies,
  floorDependencies,
  roundDependencies,
  minDependencies,
  maxDependencies,
  equalDependencies,
  unequalDependencies,
  smallerDependencies,
  smallerEqDependencies,
  largerDependencies,
  largerEqDependencies,
});

/** The names an expression reads and the functions it calls. */
export interface ExpressionNames {
  symbols: string[];
  functions: string[];
}

/** The mathjs syntax tree of an expression (for code generation). Throws mathjs's SyntaxError. */
export function parseNode(source: string): MathNode {
  return math.parse(source);
}

/** The names in an expression, in order of appearance. Throws mathjs's SyntaxError for a malformed one. */
export function expressionNames(source: string): ExpressionNames {
  const symbols: string[] = [];
  const functions: string[] = [];
  math.parse(source).traverse((child, path, parent) => {
    if (child.type !== 'SymbolNode') return;
    const name = (child as unknown as { name: string }).name;
    const list = parent?.type === 'FunctionNode' && path === 'fn' ? functions : symbols;
    if (!list.includes(name)) list.push(name);
  });
  return { symbols, functions };
}
