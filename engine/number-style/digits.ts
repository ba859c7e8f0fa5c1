/**
 * A number's digits with a locale's marks, written out rather than through
 * `Intl.NumberFormat#format`, which costs about a microsecond a call: a page
 * calculation formats several outputs, captions and bands. ./style.ts holds
 * this to `Intl`'s own output for each locale when it makes a style, and
 * uses `Intl` itself where the two would differ (other digits, other
 * grouping) and for values this cannot print exactly (1e12 and beyond).
 */
import type { Marks } from './marks';

/** Beyond this, toFixed can print binary noise that Intl rounds away. */
export const FAST_LIMIT = 1e12;

/**
 * The digits of `value` with `marks`: grouping and exactly `decimals`
 * decimals. `value` is non-negative, below FAST_LIMIT and already rounded to
 * `decimals`, so toFixed prints its digits exactly.
 */
export function writeDigits(value: number, decimals: number, marks: Marks): string {
  // A whole number prints its own digits: String() is several times cheaper than toFixed(0).
  const fixed = decimals === 0 ? String(value) : value.toFixed(decimals);
  const dot = decimals === 0 ? -1 : fixed.length - decimals - 1;
  const whole = dot < 0 ? fixed : fixed.slice(0, dot);
  const fraction = dot < 0 ? '' : marks.decimal + fixed.slice(dot + 1);
  const { primary, secondary, group } = marks;
  if (whole.length <= primary || (!marks.groupsFour && whole.length === primary + 1)) return whole + fraction;
  let out = whole.slice(-primary);
  for (let end = whole.length - primary; end > 0; end -= secondary) out = whole.slice(Math.max(0, end - secondary), end) + group + out;
  return out + fraction;
}
