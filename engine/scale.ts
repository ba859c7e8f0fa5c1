/**
 * A threshold scale: ordered steps, each starting at a lower bound.
 *
 * Bands, tones, tip sets and threshold labels are all scales. The first step
 * has no `from` and covers everything below the second; every later step
 * starts at `from`, inclusive unless `exclusive` is set (budget pacing's
 * "above 5" and revenue growth's "above -5" need exclusive bounds).
 */
export interface ScaleStep {
  /** Lower bound of the step; absent only on the first step. */
  from?: number;
  /** When true the step starts just above `from` instead of at it. */
  exclusive?: boolean;
}

/** True when `value` lies at or above the step's lower bound. */
function admits(step: ScaleStep, value: number): boolean {
  if (step.from === undefined) return true;
  return step.exclusive ? value > step.from : value >= step.from;
}

/**
 * The step a value falls in: the last step whose lower bound admits it.
 * Returns undefined for a non-finite value or a scale whose first step has a
 * bound above the value (the definition check rejects such scales).
 */
export function pickStep<T extends ScaleStep>(steps: readonly T[], value: number): T | undefined {
  if (!Number.isFinite(value)) return undefined;
  let found: T | undefined;
  for (const step of steps) {
    if (admits(step, value)) found = step;
    else break;
  }
  return found;
}
