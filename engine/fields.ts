/**
 * Field factories for the kinds of input definitions repeat: counts, money
 * amounts, percentages, plain decimals and the reporting-period select.
 * Each returns a field as written in a definition; `more` adds or overrides
 * any property (placeholder, helperText, keep, min, blank, invalid).
 *
 * @example money('adSpend', 'Ad Spend', { placeholder: 'e.g. 500' }) // shown as "Ad Spend ($)" in dollars
 */
import type { FieldInput } from './definition';

/** A number field as written in a definition. */
export type NumberFieldInput = Extract<FieldInput, { kind: 'number' }>;
/** A select field as written in a definition. */
export type SelectFieldInput = Extract<FieldInput, { kind: 'select' }>;
type More = Partial<Omit<NumberFieldInput, 'kind' | 'id' | 'label'>>;

/** A whole-number count (visitors, clicks, customers): decimals are truncated ("40.9" is 40). */
export function count(id: string, label: string, more: More = {}): NumberFieldInput {
  return { kind: 'number', id, label, parse: 'integer', ...more };
}

/** An amount of money in the visitor's currency (dollars in the spec), its symbol after the label. `label` is written without the unit. */
export function money(id: string, label: string, more: More = {}): NumberFieldInput {
  return { kind: 'number', id, label, parse: 'decimal', unit: 'money', ...more };
}

/** A percentage typed as 0–100, "%" after the label. `label` is written without the unit. */
export function percent(id: string, label: string, more: More = {}): NumberFieldInput {
  return { kind: 'number', id, label, parse: 'decimal', unit: 'percent', ...more };
}

/** A plain decimal number (purchases per year, years). */
export function decimal(id: string, label: string, more: More = {}): NumberFieldInput {
  return { kind: 'number', id, label, parse: 'decimal', ...more };
}

/**
 * The reporting period of a rate: Monthly, Quarterly or Annual, Monthly by
 * default. Expressions read the number of such periods in a year (12, 4, 1);
 * rules and labels read the option value ("Month", "Quarter", "Year").
 */
export function period(id: string, label: string): SelectFieldInput {
  return {
    kind: 'select',
    id,
    label,
    options: [
      { value: 'Month', label: 'Monthly', number: 12 },
      { value: 'Quarter', label: 'Quarterly', number: 4 },
      { value: 'Year', label: 'Annual', number: 1 },
    ],
    default: 'Month',
  };
}
