/**
 * Whether a number is money, and in what unit any number is: the one owner (issue 49). A definition declares it
 * once, as a field's `unit` ('money', 'percent') or a value output's format style ('currency', 'percent', …);
 * everything that shows, converts, bands, links, copies or exports a number reads it here, never by comparing the
 * style or the unit itself. A format style or a unit added later does not compile until each table below says what
 * it is.
 */
import type { CalculatorCore, Field, Output } from './definition';
import { isNumberField } from './field-kinds';
import type { Format, FormatStyle } from './formats';
import type { FieldUnit } from './number-style/units';

/** The unit each output format style is in: money for currency, percent for percent, none for the rest. */
const unitOfStyle = {
  number: undefined,
  count: undefined,
  currency: 'money',
  percent: 'percent',
  // Percentage points are a difference of percentages, not a percentage: no "%" unit, no conversion.
  points: undefined,
  ratio: undefined,
  duration: undefined,
} as const satisfies Record<FormatStyle, FieldUnit | undefined>;

/** The format style that shows a field's value in its unit: a money field as currency, a percent field as percent. */
const styleOfUnit = { money: 'currency', percent: 'percent' } as const satisfies Record<FieldUnit, FormatStyle>;

/** Anything whose unit is declared: a field, an output, or an output's format. */
export type Quantity = Field | Output | Format;

/** The unit `item` is declared in: a number field's `unit`, a value output's (or a format's) style; else none. */
export function unitOf(item: Quantity): FieldUnit | undefined {
  if ('style' in item) return unitOfStyle[item.style];
  if (isNumberField(item)) return item.unit;
  if (item.kind === 'value') return unitOfStyle[item.format.style];
  return undefined;
}

/** Whether `item` is an amount of money: in the visitor's currency on the page, US dollars in the definition. */
export function isMoney(item: Quantity): boolean {
  return unitOf(item) === 'money';
}

/** The format style that writes a number in `unit` ("$3,000", "12.5%"), a plain number when it has none. */
export function styleOf(unit: FieldUnit | undefined): FormatStyle {
  return unit === undefined ? 'number' : styleOfUnit[unit];
}

/**
 * The ids of a calculator's fields in money, over all its modes: the inputs of its page's address that a sender
 * typed in their currency, so a link holding one keeps that currency (src/number-setting/start.ts).
 */
export function moneyFieldIds(definition: Pick<CalculatorCore, 'calculator'>): string[] {
  const ids = definition.calculator.modes.flatMap((mode) => mode.fields.filter(isMoney).map((field) => field.id));
  return [...new Set(ids)];
}
