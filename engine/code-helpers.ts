/**
 * What compiled code calls: the semantics of the definition language, the
 * same in Node, the build and the browser.
 * - expressions keep mathjs's number semantics with its default tolerances
 *   (relTol 1e-12, absTol 1e-15), so comparisons, ceil and floor forgive
 *   floating-point noise (0.1 + 0.2 == 0.3);
 * - conditions keep json-logic's operations and truthiness.
 * tests/unit/engine/compile.test.ts holds them with hand-worked values.
 */

const REL_TOL = 1e-12;
const ABS_TOL = 1e-15;

/** mathjs's nearlyEqual with its default tolerances. */
export function nearlyEqual(a: number, b: number): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  if (a === b) return true;
  return Math.abs(a - b) <= Math.max(REL_TOL * Math.max(Math.abs(a), Math.abs(b)), ABS_TOL);
}

/** mathjs's round(x): half away from zero. */
export function round(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

/** mathjs's ceil(x): a value within tolerance of a whole number is that number. */
export function ceil(x: number): number {
  const c = Math.ceil(x);
  const r = round(x);
  if (c === r) return c;
  return nearlyEqual(x, r) && !nearlyEqual(x, c) ? r : c;
}

/** mathjs's floor(x), with the same tolerance. */
export function floor(x: number): number {
  const f = Math.floor(x);
  const r = round(x);
  if (f === r) return f;
  return nearlyEqual(x, r) && !nearlyEqual(x, f) ? r : f;
}

export const abs = Math.abs;
export const min = Math.min;
export const max = Math.max;

/** mathjs's pow for numbers. */
export function pow(x: number, y: number): number {
  if ((x * x < 1 && y === Infinity) || (x * x > 1 && y === -Infinity)) return 0;
  return Math.pow(x, y);
}

export const smaller = (a: number, b: number) => a < b && !nearlyEqual(a, b);
export const smallerEq = (a: number, b: number) => a <= b || nearlyEqual(a, b);
export const larger = (a: number, b: number) => a > b && !nearlyEqual(a, b);
export const largerEq = (a: number, b: number) => a >= b || nearlyEqual(a, b);
export const equal = (a: number, b: number) => nearlyEqual(a, b);
export const unequal = (a: number, b: number) => !nearlyEqual(a, b);

/** mathjs's test of a condition (`c ? a : b`). */
export function test(condition: unknown): boolean {
  if (condition === null || condition === undefined) return false;
  if (typeof condition === 'number' || typeof condition === 'boolean' || typeof condition === 'string') return Boolean(condition);
  throw new TypeError('Unsupported type of condition');
}

/** A name from the scope; a missing name fails the expression, as in mathjs. */
export function sym(scope: Record<string, number>, name: string): number {
  if (!Object.prototype.hasOwnProperty.call(scope, name)) throw new Error(`Undefined symbol ${name}`);
  return scope[name]!;
}

/** An expression's result as a number: booleans count as 0 or 1, anything else is NaN. */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number.NaN;
}

// json-logic-js

/** json-logic's truthiness: an empty array is false. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return Boolean(value);
}

/** json-logic's `var`: a dotted path into the data, or the default (null). */
export function v(data: unknown, path: unknown, fallback: unknown = null): unknown {
  if (path === undefined || path === '' || path === null) return data;
  if (typeof path === 'string' && !path.includes('.')) {
    // A plain name, as every definition writes: one lookup, no split.
    if (data === null || data === undefined) return fallback;
    const value = (data as Record<string, unknown>)[path];
    return value === undefined ? fallback : value;
  }
  let current = data as Record<string, unknown> | null | undefined;
  for (const part of String(path).split('.')) {
    if (current === null || current === undefined) return fallback;
    current = current[part] as Record<string, unknown> | null | undefined;
    if (current === undefined) return fallback;
  }
  return current;
}

/** json-logic's `and`: the first falsy value, or the last. */
export function and(...values: unknown[]): unknown {
  let current: unknown;
  for (const value of values) {
    current = value;
    if (!truthy(current)) return current;
  }
  return current;
}

/** json-logic's `or`: the first truthy value, or the last. */
export function or(...values: unknown[]): unknown {
  let current: unknown;
  for (const value of values) {
    current = value;
    if (truthy(current)) return current;
  }
  return current;
}

// json-logic's comparisons are JavaScript's own, loose equality and coercion included.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- json-logic compares with JavaScript's own coercion, on purpose
type Loose = any;
export const looseEq = (a: Loose, b: Loose) => a == b;
export const looseNe = (a: Loose, b: Loose) => a != b;
export const strictEq = (a: unknown, b: unknown) => a === b;
export const strictNe = (a: unknown, b: unknown) => a !== b;
export const gt = (a: Loose, b: Loose) => a > b;
export const ge = (a: Loose, b: Loose) => a >= b;
export const lt = (a: Loose, b: Loose, c?: Loose) => (c === undefined ? a < b : a < b && b < c);
export const le = (a: Loose, b: Loose, c?: Loose) => (c === undefined ? a <= b : a <= b && b <= c);
export const plus = (...values: unknown[]) => values.reduce<number>((sum, x) => sum + parseFloat(x as string), 0);
/** json-logic's `*` reduces without a start value: one argument comes back as given. */
export const times = (...values: unknown[]) => values.reduce((product, x) => parseFloat(product as string) * parseFloat(x as string));
export const minus = (a: Loose, b?: Loose) => (b === undefined ? -a : a - b);
export const divide = (a: Loose, b: Loose) => a / b;
export const not = (a: unknown) => !truthy(a);
export const ifThen = (...values: unknown[]): unknown => {
  // json-logic's `if`: condition, value pairs and an optional else value.
  let i = 0;
  for (; i < values.length - 1; i += 2) if (truthy(values[i])) return values[i + 1];
  return values.length === i + 1 ? values[i] : null;
};
export const notNot = (a: unknown) => truthy(a);
export const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
export const isInteger = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
