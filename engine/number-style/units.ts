/**
 * The units a number field can be in, and how each is shown in a style: its
 * symbol after the label in brackets ("Investment Amount ($)", "Investment
 * Amount (€)") and, where the field shows it, inside the field, on the side
 * the locale writes it. A definition names the unit (`unit: 'money'`) and
 * writes its label without it.
 */
import { defaultStyle, type NumberStyle } from './style';

/** Money (the visitor's currency; dollars in the spec) or a percentage (0–100). */
export const fieldUnits = ['money', 'percent'] as const;
export type FieldUnit = (typeof fieldUnits)[number];

/** How a unit is shown in a style. */
interface UnitShowing {
  /** "$", "€", "%". */
  symbol(style: NumberStyle): string;
  /** Where the field shows the symbol: where the locale writes it beside a number. */
  side(style: NumberStyle): 'start' | 'end';
}

/** Checked by the compiler: a unit added to `fieldUnits` and not here does not compile. */
const showings = {
  money: {
    symbol: (style) => style.currencySymbol,
    side: (style) => (style.money.positive.prefix.includes(style.currencySymbol) ? 'start' : 'end'),
  },
  percent: {
    symbol: () => '%',
    side: (style) => (style.percent.positive.prefix.includes('%') ? 'start' : 'end'),
  },
} satisfies Record<FieldUnit, UnitShowing>;

/** A unit's symbol in `style`: the currency's for money ("$" in the default style), "%" for percentages. */
export function unitSymbol(unit: FieldUnit, style: NumberStyle = defaultStyle): string {
  return showings[unit].symbol(style);
}

/** Which side of the field shows the unit's symbol in `style`: "$" before the number in en-US, "€" after it in de-DE. */
export function unitSide(unit: FieldUnit, style: NumberStyle = defaultStyle): 'start' | 'end' {
  return showings[unit].side(style);
}

/**
 * A field's label as the page shows it: the label and its unit's symbol in
 * brackets ("Investment Amount ($)"; "Investment Amount (€)" in euros), or
 * the label alone when it has no unit.
 */
export function fieldLabel(field: { label: string; unit?: FieldUnit }, style: NumberStyle = defaultStyle): string {
  return field.unit ? `${field.label} (${unitSymbol(field.unit, style)})` : field.label;
}
