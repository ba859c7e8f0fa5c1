/**
 * Turning what a visitor typed into numbers, in the visitor's number style
 * (./number-style/style.ts; en-US by default).
 *
 * Inputs are held as raw text; they become numbers only on Calculate.
 * Invalid text becomes NaN, which every rule rejects, so the visitor sees the
 * rule's message rather than a wrong number.
 */
import { defaultStyle, type NumberStyle } from './number-style/style';

/** How a number field's text becomes a number: counts truncate decimals. */
export const parseKinds = ['integer', 'decimal'] as const;
export type ParseKind = (typeof parseKinds)[number];

/** What a field keeps while the visitor types. */
export const keepKinds = ['digits', 'decimal', 'any'] as const;
export type KeepKind = (typeof keepKinds)[number];

/** What blank (or invalid) text counts as: rejected, or 0. */
export const fallbackKinds = ['invalid', 'zero'] as const;
export type FallbackKind = (typeof fallbackKinds)[number];

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** What visitors type almost every time: digits, with a decimal part in en-US. */
const DIGITS = /^\d+$/;
const PLAIN_US_NUMBER = /^\d+(\.\d+)?$/;
/** Minus signs a pasted figure may carry. */
const MINUS = /^[-\u2212]/;

/**
 * Reads a number the way a visitor writes it in their locale: surrounding
 * spaces, a currency symbol (the style's, its code, or "$") before or after
 * the number, a trailing "%" and the locale's grouping ("$1,500" in en-US,
 * "1.500 €" in de-DE) are accepted, because people paste figures from
 * reports. The locale's decimal mark is the decimal point ("12,5" is 12.5 in
 * de-DE). Anything else ("12abc", "1e5", "--1") is NaN rather than a
 * silently wrong number.
 */
export function readNumber(raw: string, style: NumberStyle = defaultStyle): number {
  const { reading } = style;
  if (DIGITS.test(raw) || (style.marks.decimal === '.' && PLAIN_US_NUMBER.test(raw))) {
    const plain = Number(raw);
    return Number.isFinite(plain) ? plain : Number.NaN;
  }
  let text = raw.trim().replace(MINUS, '-').replace(reading.symbol, '$1').replace(/\s*%$/, '').replace(reading.group, '').trim();
  if (reading.decimal) text = text.replace(reading.decimal, '.');
  if (!NUMBER_TEXT.test(text)) return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Options of {@link parseField}. */
export interface ParseOptions {
  parse: ParseKind;
  blank?: FallbackKind;
  invalid?: FallbackKind;
}

/**
 * A field's number: NaN when invalid, unless the field declares that blank or
 * invalid text counts as 0. `integer` truncates toward zero ("50.7" is 50),
 * as counts of customers or clicks are whole.
 */
export function parseField(raw: string | undefined, options: ParseOptions, style: NumberStyle = defaultStyle): number {
  const text = (raw ?? '').trim();
  if (text === '') return options.blank === 'zero' ? 0 : Number.NaN;
  const value = readNumber(text, style);
  if (Number.isNaN(value)) return options.invalid === 'zero' ? 0 : Number.NaN;
  // Math.trunc(-0.5) is -0, which would print as "-0".
  return options.parse === 'integer' ? Math.trunc(value) + 0 : value;
}

/**
 * What a field keeps of the typed text: `digits` drops every other character,
 * `decimal` keeps digits and the first of the style's decimal mark ("." in
 * en-US, "," in de-DE), `any` keeps all (the rule then judges it on
 * Calculate).
 */
export function keepTyped(text: string, keep: KeepKind, style: NumberStyle = defaultStyle): string {
  if (keep === 'any' || DIGITS.test(text)) return text;
  if (keep === 'digits') return text.replace(/\D/g, '');
  const point = style.marks.decimal;
  if (point === '.' && PLAIN_US_NUMBER.test(text)) return text;
  const [whole = '', ...rest] = text.split(point);
  const digits = (part: string) => part.replace(/\D/g, '');
  return rest.length === 0 ? digits(whole) : `${digits(whole)}${point}${digits(rest.join(''))}`;
}
