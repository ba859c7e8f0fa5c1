/**
 * Display formats for computed values. Every displayed number goes through
 * {@link formatValue}, which never returns "NaN", "Infinity" or "-0".
 */

/** The display styles a definition may ask for. */
export const formatStyles = ['number', 'currency', 'percent', 'points', 'ratio', 'count', 'duration'] as const;
export type FormatStyle = (typeof formatStyles)[number];

/**
 * How an output is shown.
 * - `number`: 1,234.57
 * - `currency`: dollars, $1,234.57 (negative -$1,234.57)
 * - `percent`: a value already in percent (0–100), 12.34%
 * - `ratio`: 4.50:1
 * - `count`: whole number with thousands separators, 2,000
 * - `duration`: seconds shown as "Xm Ys" (seconds rounded first, so 59.6 s is "1m 0s")
 */
export interface Format {
  style: FormatStyle;
  /** Decimal places (default 2; `count` and `duration` ignore it). */
  decimals?: number;
  /** Prefix positive values with "+". */
  sign?: boolean;
  /** Round up (ceiling) instead of to nearest, as break-even and required clicks do. */
  roundUp?: boolean;
}

/**
 * Removes floating-point noise (0.1 * 3 = 0.30000000000000004) so that
 * rounding up and band edges behave as a person computing by hand expects.
 */
export function clean(value: number): number {
  // A whole number below 1e12 has at most 12 digits: nothing to strip, and no string round trip (the costly part).
  if (Number.isInteger(value) && Math.abs(value) < 1e12) return value;
  return Number.isFinite(value) ? Number(value.toPrecision(12)) : value;
}

function roundTo(value: number, decimals: number, up: boolean): number {
  const factor = 10 ** decimals;
  // Beyond 1e21 a double has no fractional part left to round, and scaling could overflow.
  if (!(Math.abs(value) < 1e21)) return value;
  const raw = value * factor;
  // Noise stripping (a string round trip, the costly part) moves a value by under 1e-11 of itself: it can only
  // change the rounding when the value lies that close to where rounding turns (a half, or a whole number going
  // up). Anywhere else the raw value rounds the same, so only values near a turning point take the slow path.
  const turn = up ? 0 : 0.5;
  const fraction = Math.abs(raw) % 1;
  const margin = 1e-9 * Math.max(1, Math.abs(raw));
  const nearTurn = Math.abs(fraction - turn) <= margin || Math.abs(fraction - turn - 1) <= margin;
  const scaled = nearTurn ? clean(raw) : raw;
  const rounded = (up ? Math.ceil(scaled) : Math.round(Math.abs(scaled)) * Math.sign(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * en-US digits with thousands separators and exactly `decimals` decimals, for
 * a non-negative value already rounded to `decimals` (so toFixed prints its
 * digits exactly). Written out because Intl.NumberFormat#format costs about a
 * microsecond a call; tests/unit/engine/formats.test.ts holds it to Intl's output.
 */
export function group(value: number, decimals: number): string {
  // Beyond 1e12 toFixed can print binary noise that Intl rounds away; such values are rare enough to take the slow path.
  if (!(value < 1e12)) return intl(decimals, decimals).format(value);
  // A whole number prints its own digits: String() is several times cheaper than toFixed(0).
  const fixed = decimals === 0 ? String(value) : value.toFixed(decimals);
  // Below a thousand there is no separator to insert.
  if (value < 1000) return fixed;
  const dot = fixed.indexOf('.');
  const whole = dot < 0 ? fixed : fixed.slice(0, dot);
  let out = whole.slice(-3);
  for (let end = whole.length - 3; end > 0; end -= 3) out = `${whole.slice(Math.max(0, end - 3), end)},${out}`;
  return dot < 0 ? out : out + fixed.slice(dot);
}

const formatters = new Map<string, Intl.NumberFormat>();
function intl(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}:${maximum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
    formatters.set(key, formatter);
  }
  return formatter;
}

function signOf(value: number, sign: boolean | undefined): string {
  if (value < 0) return '-';
  return sign && value > 0 ? '+' : '';
}

function duration(seconds: number): string {
  const total = Math.max(0, Math.round(clean(seconds)));
  return `${group(Math.floor(total / 60), 0)}m ${total % 60}s`;
}

/**
 * The number a format shows, before separators and symbols: rounded to its
 * decimals (up when `roundUp`), whole seconds for durations. Bands and tones
 * read this, so a value shown as "$50.00" is never banded as below 50.
 */
export function shownValue(value: number, format: Format): number {
  if (!Number.isFinite(value)) return value;
  if (format.style === 'duration') return Math.max(0, Math.round(clean(value)));
  return roundTo(value, format.style === 'count' ? 0 : (format.decimals ?? 2), format.roundUp === true);
}

/**
 * Formats a finite number for display. Returns undefined for NaN or
 * Infinity, so the caller must turn that into a message: no non-finite value
 * is ever shown.
 */
export function formatValue(value: number, format: Format): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (format.style === 'duration') return duration(value);
  return formatShown(shownValue(value, format), format);
}

/**
 * Formats a value already rounded by {@link shownValue} (the engine rounds
 * once and both bands and text read the result).
 */
export function formatShown(rounded: number, format: Format): string | undefined {
  if (!Number.isFinite(rounded)) return undefined;
  if (format.style === 'duration') return duration(rounded);
  const decimals = format.style === 'count' ? 0 : (format.decimals ?? 2);
  const body = group(Math.abs(rounded), decimals);
  const sign = signOf(rounded, format.sign);
  switch (format.style) {
    case 'currency':
      return `${sign}$${body}`;
    case 'percent':
      return `${sign}${body}%`;
    case 'points':
      return `${sign}${body} pp`;
    case 'ratio':
      return `${sign}${body}:1`;
    default:
      return `${sign}${body}`;
  }
}

/**
 * A field value as it appears inside a sentence ("2.5", "1,000"): thousands
 * separators and only the decimals the number has, up to `maxDecimals`.
 */
export function formatPlain(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return '';
  // Whole numbers (most typed values) have no decimals to print or trim.
  if (Number.isInteger(value) && Math.abs(value) < 1e12) return value < 0 ? `-${group(-value, 0)}` : group(value, 0);
  const rounded = roundTo(value, maxDecimals, false);
  const digits = group(Math.abs(rounded), maxDecimals);
  const trimmed = digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits;
  return rounded < 0 ? `-${trimmed}` : trimmed;
}
