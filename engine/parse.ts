/**
 * Turning what a visitor typed into numbers.
 *
 * Inputs are held as raw text; they become numbers only on Calculate.
 * Invalid text becomes NaN, which every rule rejects, so the visitor sees the
 * rule's message rather than a wrong number.
 */

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
/** What visitors type almost every time: digits with an optional decimal part. */
const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * Reads a number the way a visitor writes it: surrounding spaces, a leading
 * "$", a trailing "%" and thousands commas ("$1,500") are accepted, because
 * people paste figures from reports. Anything else ("12abc", "1e5", "--1")
 * is NaN rather than a silently wrong number.
 */
export function readNumber(raw: string): number {
  if (PLAIN_NUMBER.test(raw)) {
    const plain = Number(raw);
    return Number.isFinite(plain) ? plain : Number.NaN;
  }
  const text = raw
    .trim()
    .replace(/^([+-]?)\$/, '$1')
    .replace(/%$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
    .trim();
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
export function parseField(raw: string | undefined, options: ParseOptions): number {
  const text = (raw ?? '').trim();
  if (text === '') return options.blank === 'zero' ? 0 : Number.NaN;
  const value = readNumber(text);
  if (Number.isNaN(value)) return options.invalid === 'zero' ? 0 : Number.NaN;
  // Math.trunc(-0.5) is -0, which would print as "-0".
  return options.parse === 'integer' ? Math.trunc(value) + 0 : value;
}

/**
 * What a field keeps of the typed text: `digits` drops every other character,
 * `decimal` keeps digits and the first decimal point, `any` keeps all (the
 * rule then judges it on Calculate).
 */
export function keepTyped(text: string, keep: KeepKind): string {
  if (keep === 'any') return text;
  if (PLAIN_NUMBER.test(text) && (keep === 'decimal' || !text.includes('.'))) return text;
  if (keep === 'digits') return text.replace(/\D/g, '');
  const cleaned = text.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point === -1 ? cleaned : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, '');
}
