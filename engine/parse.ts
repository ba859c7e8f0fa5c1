/**
 * Turning what a visitor typed into numbers, in the visitor's number style
 * (./number-style/style.ts; en-US by default).
 *
 * Inputs are held as raw text; they become numbers only on Calculate.
 * Invalid text becomes NaN, which every rule rejects, so the visitor sees the
 * rule's message rather than a wrong number.
 */
import { numberStyle, type NumberStyle } from './number-style/style';

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
/** Spaces a pasted figure may group digits with where the locale groups with a space (fr-FR: U+202F). */
const SPACES = ' \u00a0\u202f';
/** Minus signs a pasted figure may carry. */
const MINUS = /^[-\u2212]/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a style reads pasted figures: its grouping, its decimal mark and its currency symbol. */
interface Reading {
  /** A grouping mark before a whole group of digits ("," before "500" in "2,500"). */
  group: RegExp;
  /** The style's decimal mark, where it is not ".". */
  decimal?: RegExp;
  /** A currency symbol at the start (after any sign) or at the end. */
  symbol: RegExp;
  /** Whether typed text of digits and "." is a plain number (en-US) and needs no reading. */
  plainPoint: boolean;
}

const readings = new WeakMap<NumberStyle, Reading>();

function readingOf(style: NumberStyle): Reading {
  let reading = readings.get(style);
  if (!reading) {
    const { marks, currencySymbol, setting } = style;
    const groupMarks = SPACES.includes(marks.group) ? SPACES : marks.group === '\u2019' ? "\u2019'" : marks.group;
    const sizes = marks.secondary === marks.primary ? `\\d{${marks.primary}}` : `(?:\\d{${marks.primary}}|\\d{${marks.secondary}})`;
    const symbols = [...new Set([currencySymbol, setting.currency, '$'].filter((s) => s !== ''))].map(escape).join('|');
    reading = {
      group: new RegExp(`[${escape(groupMarks)}](?=${sizes}(\\D|$))`, 'g'),
      decimal: marks.decimal === '.' ? undefined : new RegExp(escape(marks.decimal)),
      symbol: new RegExp(`^([+-]?)\\s*(?:${symbols})\\s*|\\s*(?:${symbols})$`),
      plainPoint: marks.decimal === '.',
    };
    readings.set(style, reading);
  }
  return reading;
}

/**
 * Reads a number the way a visitor writes it in their locale: surrounding
 * spaces, a currency symbol (the style's, its code, or "$") before or after
 * the number, a trailing "%" and the locale's grouping ("$1,500" in en-US,
 * "1.500 €" in de-DE) are accepted, because people paste figures from
 * reports. The locale's decimal mark is the decimal point ("12,5" is 12.5 in
 * de-DE). Anything else ("12abc", "1e5", "--1") is NaN rather than a
 * silently wrong number.
 */
export function readNumber(raw: string, style: NumberStyle = numberStyle()): number {
  const reading = readingOf(style);
  if (DIGITS.test(raw) || (reading.plainPoint && PLAIN_US_NUMBER.test(raw))) {
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
export function parseField(raw: string | undefined, options: ParseOptions, style: NumberStyle = numberStyle()): number {
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
export function keepTyped(text: string, keep: KeepKind, style: NumberStyle = numberStyle()): string {
  if (keep === 'any' || DIGITS.test(text)) return text;
  if (keep === 'digits') return text.replace(/\D/g, '');
  const point = style.marks.decimal;
  if (point === '.' && PLAIN_US_NUMBER.test(text)) return text;
  let kept = '';
  let pointKept = false;
  for (const character of text) {
    if (character >= '0' && character <= '9') kept += character;
    else if (character === point && !pointKept) {
      kept += character;
      pointKept = true;
    }
  }
  return kept;
}
