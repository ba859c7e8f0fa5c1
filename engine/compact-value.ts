/**
 * A threshold as people write it, compact: "2%", "$1.50", "$50". The band
 * scale's boundaries, its explorers' ranges and the result's note on
 * converted benchmarks all write thresholds this way.
 */
import { formatDigits, formatPlain, formatValue, isClock, withUnit, type Format, type FormatStyle } from './formats';
import { isMoney } from './money';
import { defaultStyle, type NumberStyle } from './number-style/style';

/**
 * The most decimals a boundary of each style shows where it has them: two for a ratio ("4.25:1"), three for the
 * rest ("0.125%"). Money shows its currency's, and a duration is written as a clock (see `compactValue`).
 */
const mostDecimals = {
  number: 3,
  count: 3,
  currency: 3,
  percent: 3,
  points: 3,
  ratio: 2,
  duration: 3,
} satisfies Record<FormatStyle, number>;

/**
 * A boundary as people write it, in `style` (en-US dollars by default):
 * "2%", "$1.50", "$50", "4:1", "3m 0s", "+5%"; decimals only where the
 * number has them, and money with all its decimals where it has any.
 */
export function compactValue(value: number, format: Format, style: NumberStyle = defaultStyle): string {
  if (isClock(format)) return formatValue(value, format, style) ?? '';
  const magnitude = Math.abs(value);
  const digits = isMoney(format)
    ? Number.isInteger(magnitude)
      ? formatPlain(magnitude, 2, style)
      : (formatDigits(magnitude, format, style) ?? '')
    : formatPlain(magnitude, mostDecimals[format.style], style);
  return withUnit(digits, value, format, style);
}
