/**
 * A locale's number marks and a currency's affixes, learned once from the
 * browser's (or Node's) own `Intl.NumberFormat`: no locale data is shipped.
 * The fast formatter in ./digits.ts writes digits with them; it is checked
 * against `Intl` when a style is made (./style.ts) and steps aside where it
 * would differ.
 */

/** How a locale writes the digits of a number. */
export interface Marks {
  /** The decimal mark: "." (en-US), "," (de-DE, fr-FR). */
  decimal: string;
  /** The grouping mark: "," (en-US), "." (de-DE), U+202F (fr-FR). */
  group: string;
  /** The minus sign. */
  minus: string;
  /** Digits in the group nearest the decimal mark (3). */
  primary: number;
  /** Digits in each group further left: 3, or 2 where lakhs and crores are grouped (en-IN: 12,34,567). */
  secondary: number;
  /** Whether a four-digit number is grouped (1,234); some locales write 1234 and group from 10 000 on. */
  groupsFour: boolean;
}

/** What comes before and after a number's digits: "$" and "" for en-US dollars, "" and " €" for de-DE euros. */
export interface Affixes {
  prefix: string;
  suffix: string;
}

/** A signed pattern: the affixes of a positive, a negative and an explicitly positive ("+") number. */
export interface SignedAffixes {
  positive: Affixes;
  negative: Affixes;
  plus: Affixes;
}

type Part = Intl.NumberFormatPart;
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The text before and after the number's own parts. */
function affixesOf(parts: readonly Part[]): Affixes {
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  let last = first;
  for (let i = first; i < parts.length; i += 1) if (NUMBER_PARTS.has(parts[i]!.type)) last = i;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  return { prefix: text(0, first), suffix: text(last + 1, parts.length) };
}

/** The marks of `locale`, from how it writes 1234567.5 and 1234. */
export function learnMarks(locale: string): Marks {
  const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).formatToParts(-1234567.5);
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const four = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).formatToParts(1234);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    minus: parts.find((p) => p.type === 'minusSign')?.value ?? '-',
    primary: integers.at(-1)?.length ?? 3,
    secondary: integers.length > 2 ? integers.at(-2)!.length : 3,
    groupsFour: four.some((p) => p.type === 'group'),
  };
}

/** The affixes `format` writes around a positive, a negative and a signed positive number. */
function learnSigned(locale: string, options: Intl.NumberFormatOptions, probe: number): SignedAffixes {
  const plain = new Intl.NumberFormat(locale, options);
  const signed = new Intl.NumberFormat(locale, { ...options, signDisplay: 'exceptZero' });
  return {
    positive: affixesOf(plain.formatToParts(probe)),
    negative: affixesOf(plain.formatToParts(-probe)),
    plus: affixesOf(signed.formatToParts(probe)),
  };
}

/** How `locale` writes an amount of `currency`, and the currency's usual decimals (JPY 0, USD 2). */
export function learnCurrency(locale: string, currency: string): { affixes: SignedAffixes; decimals: number } {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency };
  return {
    affixes: learnSigned(locale, options, 1234.5),
    decimals: new Intl.NumberFormat(locale, options).resolvedOptions().maximumFractionDigits ?? 2,
  };
}

/** How `locale` writes a percentage ("12.34%" en-US, "12,34 %" de-DE). */
export function learnPercent(locale: string): SignedAffixes {
  return learnSigned(locale, { style: 'percent', minimumFractionDigits: 2 }, 0.1234);
}

/** The signs a number without a unit takes: the locale's minus, and "+" where asked for. */
export function learnPlain(locale: string): SignedAffixes {
  return learnSigned(locale, {}, 1234.5);
}
