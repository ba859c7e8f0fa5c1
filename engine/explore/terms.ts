/**
 * How a field's value reads inside a sentence: "750 visitors", "$5,500 current
 * spend", "55% of the period passed". Goal seek, solve for and compare say
 * inputs this way.
 */
import type { NumberField } from '../definition';
import { formatPlain, group } from '../formats';

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

/** Dollars or percent, by the field's adornment or the unit its label names ("Ad Spend ($)"). */
export function unitOf(field: NumberField): '$' | '%' | undefined {
  return field.adornment ?? (/\(\$\)$/.test(field.label) ? '$' : /\(%\)$/.test(field.label) ? '%' : undefined);
}

/**
 * A field's value as typed numbers read: money as dollars ("$5,500",
 * "$745.50"), percentages with "%" ("55%"), other numbers plain ("1,000",
 * "2.5"). Dollars show cents only when there are any.
 */
export function fieldValueText(field: NumberField, value: number): string {
  const unit = unitOf(field);
  if (unit === '$') {
    const sign = value < 0 ? '-' : '';
    const cents = Math.round(Math.abs(value) * 100);
    return `${sign}$${group(cents / 100, cents % 100 === 0 ? 0 : 2)}`;
  }
  const plain = formatPlain(value);
  return unit === '%' ? `${plain}%` : plain;
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

/** "750 visitors", "1 visitor": a field's value and its term, singular for exactly one of a count. */
export function fieldPhrase(field: NumberField, value: number): string {
  const term = termOf(field);
  const one = Math.abs(value) === 1 && unitOf(field) === undefined;
  return `${fieldValueText(field, value)} ${one ? singularOf(term) : term}`;
}
