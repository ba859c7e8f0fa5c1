/**
 * Display formats for computed values. Every displayed number goes through
 * {@link formatValue}, which never returns "NaN", "Infinity" or "-0". Each
 * takes a number style (./number-style/style.ts: a locale and a currency),
 * en-US and US dollars by default, as the spec writes every format.
 */
import { defaultStyle, type NumberStyle } from './number-style/style';
import type { SignedAffixes } from './number-style/marks';

/** The display styles a definition may ask for. */
export const formatStyles = ['number', 'currency', 'percent', 'points', 'ratio', 'count', 'duration'] as const;
export type FormatStyle = (typeof formatStyles)[number];

/**
 * How an output is shown.
 * - `number`: 1,234.57
 * - `currency`: money in the style's currency, $1,234.57 (negative -$1,234.57; 1.234,57 € in de-DE euros)
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
 * Digits with the style's grouping and exactly `decimals` decimals, for a
 * non-negative value already rounded to `decimals` ("1,234.50" in en-US,
 * "1.234,50" in de-DE). tests/unit/engine/number-style.test.ts holds it to
 * Intl's output.
 */
export function group(value: number, decimals: number, style: NumberStyle = defaultStyle): string {
  return style.digits(value, decimals);
}

/** What a format puts around a number's digits in a style, and the unit written after it. */
interface Writing {
  affixes: SignedAffixes;
  unit: string;
}

/** What a format style is: how it writes a number, and how many decimals it shows. */
interface StyleRow {
  /** The affixes and unit it puts around a number's digits in a number style. */
  writing(style: NumberStyle): Writing;
  /** The decimals it shows in a number style, given the format's (2 by default). */
  decimals(decimals: number, style: NumberStyle): number;
  /** Seconds written as minutes and seconds ("3m 0s": whole, never negative, no sign) instead of digits (see `duration`). */
  clock: boolean;
}

const plain = (style: NumberStyle): Writing => ({ affixes: style.plain, unit: '' });
const asGiven = (decimals: number) => decimals;
const whole = () => 0;

/**
 * Money in a currency whose minor unit has other decimals than the cent's moves by as many (a CPE to a tenth of a
 * cent, $0.125, is to a thousandth of a dinar), except that a currency without one is always whole: cents ($50.00)
 * are yen without decimals (¥50), and so is a CPE (¥19). Whole amounts ($120,000) stay whole.
 */
const inCurrency = (decimals: number, style: NumberStyle) =>
  // `currencyDecimals &&`: 0 for a currency without a minor unit.
  decimals > 0 ? style.currencyDecimals && Math.max(0, decimals + style.currencyDecimals - 2) : decimals;

/**
 * Every format style, checked by the compiler: a style added to `formatStyles` and not here does not compile. The
 * other tables keyed by {@link FormatStyle} (engine/money.ts, engine/measures.ts, engine/compact-value.ts,
 * src/explore/TargetField.tsx) do not either (tests/unit/registry-sites.test.ts).
 */
const styles = {
  number: { writing: plain, decimals: asGiven, clock: false },
  count: { writing: plain, decimals: whole, clock: false },
  currency: { writing: (style) => ({ affixes: style.money, unit: '' }), decimals: inCurrency, clock: false },
  percent: { writing: (style) => ({ affixes: style.percent, unit: '' }), decimals: asGiven, clock: false },
  points: { writing: (style) => ({ affixes: style.plain, unit: ' pp' }), decimals: asGiven, clock: false },
  ratio: { writing: (style) => ({ affixes: style.plain, unit: ':1' }), decimals: asGiven, clock: false },
  duration: { writing: plain, decimals: whole, clock: true },
} satisfies Record<FormatStyle, StyleRow>;

/** Whether `format` writes seconds as minutes and seconds ("3m 0s") rather than digits with a sign, affixes and unit. */
export function isClock(format: Format): boolean {
  return styles[format.style].clock;
}

/**
 * The decimals a format shows in a style: none for counts and durations (whole seconds); else the format's (2 by
 * default), written for dollars, which a currency moves (see `inCurrency`).
 */
export function decimalsOf(format: Format, style: NumberStyle = defaultStyle): number {
  return styles[format.style].decimals(format.decimals ?? 2, style);
}

function duration(seconds: number, style: NumberStyle): string {
  const total = Math.max(0, Math.round(clean(seconds)));
  return `${group(Math.floor(total / 60), 0, style)}m ${total % 60}s`;
}

/**
 * The number a format shows, before separators and symbols: rounded to its
 * decimals (up when `roundUp`), whole seconds for durations. Bands and tones
 * read this, so a value shown as "$50.00" is never banded as below 50.
 */
export function shownValue(value: number, format: Format, style: NumberStyle = defaultStyle): number {
  if (!Number.isFinite(value)) return value;
  if (isClock(format)) return Math.max(0, Math.round(clean(value)));
  return roundTo(value, decimalsOf(format, style), format.roundUp === true);
}

/**
 * Formats a finite number for display. Returns undefined for NaN or
 * Infinity, so the caller must turn that into a message: no non-finite value
 * is ever shown.
 */
export function formatValue(value: number, format: Format, style: NumberStyle = defaultStyle): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (isClock(format)) return duration(value, style);
  return formatShown(shownValue(value, format, style), format, style);
}

/**
 * Formats a value already rounded by {@link shownValue} (the engine rounds
 * once and both bands and text read the result).
 */
export function formatShown(rounded: number, format: Format, style: NumberStyle = defaultStyle): string | undefined {
  if (!Number.isFinite(rounded)) return undefined;
  if (isClock(format)) return duration(rounded, style);
  return withUnit(group(Math.abs(rounded), decimalsOf(format, style), style), rounded, format, style);
}

/**
 * `digits` (a magnitude as `style` writes it) with the sign of `value` and
 * the affixes and unit `format` puts around a number in `style`: "-$" and
 * "" for a negative amount in en-US dollars, "" and " €" in de-DE euros.
 */
export function withUnit(digits: string, value: number, format: Format, style: NumberStyle = defaultStyle): string {
  const { affixes, unit } = styles[format.style].writing(style);
  const signed = value < 0 ? affixes.negative : format.sign && value > 0 ? affixes.plus : affixes.positive;
  return signed.prefix + digits + signed.suffix + unit;
}

/**
 * A value's digits as `format` shows them in `style`, without its sign,
 * symbol or unit ("2.50" for $2.50, 2.50% or 2.50:1); a duration as
 * {@link formatValue} writes it. What a box that shows the unit beside it
 * takes (a Solve for target).
 */
export function formatDigits(value: number, format: Format, style: NumberStyle = defaultStyle): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (isClock(format)) return duration(value, style);
  return group(Math.abs(shownValue(value, format, style)), decimalsOf(format, style), style);
}

/**
 * A field value as it appears inside a sentence ("2.5", "1,000"): thousands
 * separators and only the decimals the number has, up to `maxDecimals`.
 */
export function formatPlain(value: number, maxDecimals = 2, style: NumberStyle = defaultStyle): string {
  if (!Number.isFinite(value)) return '';
  const minus = style.plain.negative.prefix;
  // Whole numbers (most typed values) have no decimals to print or trim.
  if (Number.isInteger(value) && Math.abs(value) < 1e12) return value < 0 ? minus + group(-value, 0, style) : group(value, 0, style);
  const rounded = roundTo(value, maxDecimals, false);
  const digits = group(Math.abs(rounded), maxDecimals, style);
  const mark = style.marks.decimal;
  // The digits end with exactly `maxDecimals` decimals after the mark: their trailing zeros, then a bare mark, go.
  const trimmed = maxDecimals > 0 && digits.includes(mark) ? digits.replace(/0+$/, '') : digits;
  const bare = trimmed.endsWith(mark) ? trimmed.slice(0, -mark.length) : trimmed;
  return rounded < 0 ? minus + bare : bare;
}
