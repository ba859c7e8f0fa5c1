/**
 * How a field's value reads inside a sentence: "750 visitors", "$5,500 current
 * spend", "55% of the period passed". Goal seek, solve for and compare say
 * inputs this way.
 */
import type { NumberField } from '../definition';
import { formatPlain, formatValue, withUnit } from '../formats';
import { isMoney, styleOf, unitOf } from '../money';
import { defaultStyle, type NumberStyle } from '../number-style/style';

/**
 * What a number field counts, after its value: the definition's `term`, else
 * the label without "Total", without a unit in brackets, in lower case except
 * acronyms ("Total Visitors" → "visitors", "Ad Spend ($)" → "ad spend",
 * "CTR (%)" → "CTR").
 */
export function termOf(field: NumberField): string {
  if (field.term) return field.term;
  return field.label
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/^(Total|Number of)\s+/i, '')
    .split(' ')
    .map((word) => (/^[A-Z0-9:]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * A field's value as typed numbers read, in `style` (en-US dollars by
 * default): money in the currency ("$5,500", "$745.50"), percentages with
 * "%" ("55%"), other numbers plain ("1,000", "2.5"). Money shows cents only
 * when there are any.
 */
export function fieldValueText(field: NumberField, value: number, style: NumberStyle = defaultStyle): string {
  if (isMoney(field)) {
    const cents = Math.round(Math.abs(value) * 100);
    // Rounded to the currency's decimals by formatValue: ¥31,670.92 is ¥31,671.
    return formatValue(Math.sign(value) * (cents / 100), { style: 'currency', decimals: cents % 100 === 0 ? 0 : 2 }, style)!;
  }
  const plain = formatPlain(Math.abs(value), 2, style);
  // A value that rounds to 0 is written without a minus.
  return withUnit(plain, plain === '0' ? 0 : value, { style: styleOf(unitOf(field)) }, style);
}

/**
 * A term for one of what it counts: its first plural word made singular ("visitors" → "visitor",
 * "new customers acquired" → "new customer acquired", "purchases a year" → "purchase a year").
 */
export function singularOf(term: string): string {
  const words = term.split(' ');
  const plural = words.findIndex((word) => /[a-z]s$/.test(word) && !/(ss|us|is)$/.test(word));
  if (plural < 0) return term;
  words[plural] = words[plural]!.replace(/ies$/, 'y').replace(/s$/, '');
  return words.join(' ');
}

/** "750 visitors", "1 visitor": a field's value in `style` and its term, singular for exactly one of a count. */
export function fieldPhrase(field: NumberField, value: number, style: NumberStyle = defaultStyle): string {
  const term = termOf(field);
  const one = Math.abs(value) === 1 && field.unit === undefined;
  return `${fieldValueText(field, value, style)} ${one ? singularOf(term) : term}`;
}
