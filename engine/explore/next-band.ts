/**
 * The band a result sits in, the next better band, and the goal that reaches
 * it, in the output's shown units. Bands read the value as shown (rounded to
 * its format), so targets lie on the display grid: reaching "Good" from 2 on
 * a 2-decimal percent is 2.00 or more; leaving a band that starts at 1.50
 * downwards is 1.49 or less.
 */
import { decimalsOf, type Format } from '../formats';
import { defaultStyle, type NumberStyle } from '../number-style/style';
import { pickStep } from '../scale';
import { betterOf, nextBetterBand, type BandsLike, type Better } from './direction';
import type { Goal } from './goal-seek';

/** The smallest step between two shown values of a format in `style`: 0.01 for 2 decimals (1 for yen), 1 for counts and seconds. */
export function displayStep(format: Format, style: NumberStyle = defaultStyle): number {
  // Counts and seconds show no decimals: a step of 1.
  return 10 ** -decimalsOf(format, style);
}

/** Where a shown value sits and what is next: the band index, the next better band's index and the goal reaching it. */
export interface BandPosition {
  better: Better;
  index: number;
  /** Undefined at the best band. */
  next?: { index: number; goal: Goal };
}

/** Rounds to the display grid without binary noise (5 - 0.01 is 4.99, not 4.9899999). */
const onGrid = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(6));

/**
 * The band position of a shown value. Undefined when the value falls in no
 * band or the direction is unknown (the definition check rules that out).
 */
export function bandPosition(
  bands: BandsLike & { of: string },
  format: Format,
  shown: number,
  style: NumberStyle = defaultStyle,
): BandPosition | undefined {
  const better = betterOf(bands);
  const step = pickStep(bands.steps, shown);
  if (!better || !step) return undefined;
  const index = bands.steps.indexOf(step);
  const nextIndex = nextBetterBand(bands, better, index);
  if (nextIndex === undefined) return { better, index };
  const unit = displayStep(format, style);
  let goal: Goal;
  if (nextIndex > index) {
    // Up into the next band: its lower bound, or the first shown value above it when exclusive.
    const next = bands.steps[nextIndex]!;
    goal = { output: bands.of, bound: 'atLeast', target: onGrid(next.exclusive ? next.from! + unit : next.from!, unit) };
  } else {
    // Down out of this band: the last shown value below its lower bound, or the bound itself when exclusive.
    const current = bands.steps[index]!;
    goal = { output: bands.of, bound: 'atMost', target: onGrid(current.exclusive ? current.from! : current.from! - unit, unit) };
  }
  return { better, index, next: { index: nextIndex, goal } };
}
