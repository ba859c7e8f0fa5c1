/**
 * Goal seek: the value of one number field, the others held, at which an
 * output reaches a target on its display grid ("2.00%"): the value itself
 * reaches it, so the rounded value the page shows does too.
 *
 * mathjs has no equation solver, so this is the engine's own, on the compiled
 * definition: where the output is linear in the field the answer is computed
 * in closed form (three points on a line give it); otherwise the search
 * brackets the answer by doubling steps away from the current value and
 * bisects (a step onto a value a rule forbids first tries the last allowed
 * value before it). Either way the answer is then settled on the field's grid
 * (whole numbers for counts, cents for decimals), rounded the way that reaches
 * the target, and must pass the mode's rules and be one a person can type in
 * the field. Pure and synchronous.
 */
import { findMode, inputScope, runValueOutputs, type RawInputs, type Values } from '../calculate';
import type { CalculatorCore, Mode, NumberField } from '../definition';
import type { ModeCode } from '../code';
import { clean, type Format } from '../formats';
import { defaultStyle, type NumberStyle } from '../number-style/style';
import { keepTyped, parseField } from '../parse';

/** What an output must reach: at least or at most `target`, in the output's own unit as shown. */
export interface Goal {
  /** The id of a value output. */
  output: string;
  /** On the output's display grid (e.g. 2 for "2.00%"). */
  target: number;
  bound: 'atLeast' | 'atMost';
}

/** A field value that reaches a goal: the least (`atLeast`) or greatest (`atMost`) such value on the field's grid. */
export interface Reach {
  field: string;
  value: number;
  /** `atLeast` when this value or more reaches the goal, `atMost` when this value or less does. */
  bound: 'atLeast' | 'atMost';
}

/** A mode ready to be evaluated with one field changed. */
export interface Probe {
  mode: Mode;
  code: ModeCode;
  values: Values;
  scope: Record<string, number>;
  /** The visitor's number style, in which the inputs were read and answers are said. */
  style: NumberStyle;
}

/** The inputs of a mode read in `style` (en-US dollars by default), for {@link seekField}; undefined when they fail a rule. */
export function probeOf(
  definition: CalculatorCore,
  modeId: string | undefined,
  raw: RawInputs,
  style: NumberStyle = defaultStyle,
): Probe | undefined {
  const mode = findMode(definition, modeId);
  const code = definition.code.modes[mode.id]!;
  // Without a rate for the currency, what reads an assumed price is NaN, so nothing is sought through it.
  const { values, scope } = inputScope(mode, raw, style);
  if (!code.rules.every((rule) => rule(values))) return undefined;
  return { mode, code, values, scope, style };
}

/** Output `outputId` over these inputs (value outputs in order, each reading the ones before it) and whether they pass every rule. */
function evaluateInputs(probe: Probe, values: Values, scope: Record<string, number>, outputId: string): { value: number; valid: boolean } {
  const valid = probe.code.rules.every((rule) => rule(values));
  for (const output of probe.mode.outputs) {
    if (output.kind !== 'value') continue;
    scope[output.id] = clean(probe.code.expressions[output.expr]!(scope));
    if (output.id === outputId) return { value: scope[output.id]!, valid };
  }
  return { value: Number.NaN, valid };
}

/**
 * Every value output of the mode over these inputs, in order, into `scope` (each reads the ones before it),
 * and whether the inputs pass every rule. A plan's steps run one after another with it (engine/plan/evaluate.ts).
 */
export function runOutputs(probe: Probe, values: Values, scope: Record<string, number>): boolean {
  runValueOutputs(probe.mode, probe.code, scope);
  return probe.code.rules.every((rule) => rule(values));
}

/**
 * The raw value of output `outputId` with some fields changed (`change`, by id; the others as
 * parsed), and whether that input passes every rule. NaN when the output cannot be computed.
 */
export function outputWith(probe: Probe, change: Record<string, number>, outputId: string): { value: number; valid: boolean } {
  return evaluateInputs(probe, { ...probe.values, ...change }, { ...probe.scope, ...change }, outputId);
}

/**
 * {@link outputWith} for one field changing over and over, as a search or a chart does: the copies of
 * the inputs are made once, not on every evaluation (which made goal seek several times slower).
 */
export function evaluatorFor(probe: Probe, fieldId: string, outputId: string): (x: number) => { value: number; valid: boolean } {
  const values: Values = { ...probe.values };
  const scope = { ...probe.scope };
  return (x) => {
    values[fieldId] = x;
    scope[fieldId] = x;
    return evaluateInputs(probe, values, scope, outputId);
  };
}

/** The format of a value output. */
export function formatOf(mode: Mode, outputId: string): Format {
  const output = mode.outputs.find((o) => o.id === outputId);
  if (output?.kind !== 'value') throw new Error(`"${outputId}" is not a value output of mode "${mode.id}".`);
  return output.format;
}

/** The grid a field's answers lie on: whole numbers for counts, cents (hundredths) for decimals. */
const gridOf = (field: NumberField) => (field.parse === 'integer' ? 1 : 100);
// Grid index → value; dividing by 100 keeps 0.07 exact where multiplying by 0.01 would not.
const valueAt = (n: number, perUnit: number) => (perUnit === 1 ? n : n / perUnit);

// Doublings of the step: 2^52 grid steps covers every value a person types.
const MAX_DOUBLINGS = 52;
// How far a search goes: 2^24 (16.8 million) times the current value, or that many grid steps from 0. An answer
// further out says nothing useful ("16 billion visitors"), and stopping there keeps the search that cannot reach
// its target short: goal seek for every field of a calculator stays under a millisecond.
const REACH = 2 ** 24;

/** What a grid value gives: whether it reaches the goal, and whether it passes the rules. */
interface Point {
  met: boolean;
  valid: boolean;
}

/**
 * The nearest grid value from `n0` in `direction` (+1 up, -1 down) where the goal is met, found by
 * doubling steps then bisecting between the last miss and the first hit; undefined if none.
 */
function searchFrom(n0: number, direction: 1 | -1, at: (n: number) => Point, [low, high]: [number, number]): number | undefined {
  const met = (n: number) => at(n).met;
  let miss = n0;
  let missValid = at(n0).valid;
  for (let k = 0; k <= MAX_DOUBLINGS; k++) {
    const step = n0 + direction * 2 ** k;
    // The last step lands on the limit itself, so a value at the edge of the range is still found.
    const n = Math.min(Math.max(step, low), high);
    if (n === miss) return undefined;
    const point = at(n);
    if (point.met) return bisect(miss, n, met);
    // A step from an allowed value onto a forbidden one can pass over the answer: an output that divides by the
    // field grows without bound just short of the 0 a rule forbids (ROI on $10 of returns reaches 0% at $10 or
    // less invested). So the last allowed value before the step is tried too.
    if (missValid && !point.valid) {
      const edge = bisect(n, miss, (m) => at(m).valid);
      if (edge !== miss && met(edge)) return bisect(miss, edge, met);
    }
    miss = n;
    missValid = point.valid;
  }
  return undefined;
}

/** Between grid points `miss` (not met) and `hit` (met), the hit nearest `miss`. */
function bisect(miss: number, hit: number, met: (n: number) => boolean): number {
  while (Math.abs(hit - miss) > 1) {
    const mid = miss + Math.trunc((hit - miss) / 2);
    if (met(mid)) hit = mid;
    else miss = mid;
  }
  return hit;
}

/**
 * Where a linear output meets the target exactly, as a grid index near which to start: three
 * evaluations a step apart lie on a line. Undefined when the output is not linear in the field
 * there, or does not depend on it.
 */
function linearStart(at: (x: number) => number, x0: number, target: number, perUnit: number): number | undefined {
  const h = Math.max(Math.abs(x0), 1);
  const [f0, f1, f2] = [at(x0), at(x0 + h), at(x0 + 2 * h)];
  if (![f0, f1, f2].every(Number.isFinite) || f1 === f0) return undefined;
  const tolerance = 1e-9 * Math.max(Math.abs(f0), Math.abs(f1), Math.abs(f2), 1);
  if (Math.abs(f2 - 2 * f1 + f0) > tolerance) return undefined;
  const x = x0 + ((target - f0) * h) / (f1 - f0);
  return Number.isFinite(x) ? Math.round(clean(x) * perUnit) : undefined;
}

/** Whether a person can enter `value` in the field: typing keeps it as it is ("-5" in a field that keeps decimals is "5"). */
const typeable = (field: NumberField, value: number) => parseField(keepTyped(String(value), field.keep), field) === value;

/**
 * The value of `field` (the others held) nearest its current value at which
 * `goal` holds, on the field's grid. Undefined
 * when that value fails a rule (conversions above visitors) or cannot be
 * typed in the field (a negative cost, where typing drops the minus), or no
 * value reaches the goal (the output does not depend on the field). When the
 * goal already holds, the current value.
 */
export function seekField(probe: Probe, field: NumberField, goal: Goal): Reach | undefined {
  return seekOnGrid(field, probe.scope[field.id]!, evaluatorFor(probe, field.id, goal.output), goal);
}

/**
 * {@link seekField} over any function of the field: `evaluate(x)` gives the
 * goal's output (raw) with the field at `x`, and whether that passes every
 * rule on the way. A plan's goal seek runs the whole chain in it
 * (engine/plan/evaluate.ts); `x0` is the field's current value.
 */
export function seekOnGrid(
  field: NumberField,
  x0: number,
  evaluate: (x: number) => { value: number; valid: boolean },
  goal: Omit<Goal, 'output'>,
): Reach | undefined {
  const perUnit = gridOf(field);
  // The value itself reaches the target (on the display grid), so its rounding shows it reached too.
  const reaches = (x: number) => {
    const { value } = evaluate(x);
    return goal.bound === 'atLeast' ? value >= goal.target : value <= goal.target;
  };
  if (reaches(x0)) return { field: field.id, value: x0, bound: 'atLeast' };
  const at = (n: number): Point => {
    const { value, valid } = evaluate(valueAt(n, perUnit));
    return { met: goal.bound === 'atLeast' ? value >= goal.target : value <= goal.target, valid };
  };
  const n0 = Math.round(x0 * perUnit);
  const span = Math.max(Math.abs(n0), perUnit) * REACH;
  // A field that drops a typed minus cannot hold a negative answer: the search stays at 0 and above.
  const range: [number, number] = [field.keep === 'any' ? -span : Math.min(0, n0), span];
  const start = linearStart((x) => evaluate(x).value, x0, goal.target, perUnit);
  const candidates: Reach[] = [];
  for (const direction of [1, -1] as const) {
    // A closed-form answer on this side: search from just short of it, so only a step or two remain.
    const near = start !== undefined && Math.sign(start - n0) === direction ? start - 2 * direction : undefined;
    const from = near !== undefined && near >= range[0] && near <= range[1] && !at(near).met ? near : n0;
    const n = searchFrom(from, direction, at, range);
    // The nearest reaching value must itself be allowed: a rule that forbids it, or a field that cannot hold it, leaves this side out.
    if (n === undefined || !at(n).valid || !typeable(field, valueAt(n, perUnit))) continue;
    candidates.push({ field: field.id, value: valueAt(n, perUnit), bound: direction === 1 ? 'atLeast' : 'atMost' });
  }
  candidates.sort((a, b) => Math.abs(a.value - x0) - Math.abs(b.value - x0));
  return candidates[0];
}
