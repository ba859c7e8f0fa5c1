/**
 * A threshold as people write it, compact: "2%", "$1.50", "$50". The band
 * scale's boundaries, its explorers' ranges and the result's note on
 * converted benchmarks all write thresholds this way.
 */
import { formatDigits, formatPlain, formatValue, withUnit, type Format } from './formats';
import { isMoney } from './money';
import { defaultStyle, type NumberStyle } from './number-style/style';

/**
 * A boundary as people write it, in `style` (en-US dollars by default):
 * "2%", "$1.50", "$50", "4:1", "3m 0s", "+5%"; decimals only where the
 * number has them, and money with all its decimals where it has any.
 */
export function compactValue(value: number, format: Format, style: NumberStyle = defaultStyle): string {
  if (format.style === 'duration') return formatValue(value, format, style) ?? '';
  const magnitude = Math.abs(value);
  const digits = isMoney(format)
    ? Number.isInteger(magnitude)
      ? formatPlain(magnitude, 2, style)
      : (formatDigits(magnitude, format, style) ?? '')
    : formatPlain(magnitude, format.style === 'ratio' ? 2 : 3, style);
  return withUnit(digits, value, format, style);
}
