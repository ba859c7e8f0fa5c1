/**
 * Numbers the visitor's way: each style formats as `Intl.NumberFormat` itself
 * does for its locale and currency, and reads back what it writes, for the
 * locales issue 28 names (en-IN groups in lakhs: 12,34,567).
 */
import { describe, expect, it } from 'vitest';
import { formatDigits, formatPlain, formatValue, shownValue } from '../../../engine/formats';
import { compactValue } from '../../../engine/compact-value';
import { learnStyle } from '../../../engine/learn-style';
import { defaultStyle, DEFAULT_SETTING } from '../../../engine/number-style/style';
import { learnCurrency, learnMarks, learnPercent, learnPlain } from '../../../engine/number-style/marks';
import { keepTyped, readNumber } from '../../../engine/parse';

const settings = [
  { locale: 'en-US', currency: 'USD' },
  { locale: 'en-GB', currency: 'GBP' },
  { locale: 'de-DE', currency: 'EUR' },
  { locale: 'fr-FR', currency: 'EUR' },
  { locale: 'ja-JP', currency: 'JPY' },
  { locale: 'en-IN', currency: 'INR' },
] as const;

/** Values across the sizes a calculator shows, with fractions that round both ways. */
const values = [0, 0.004, 0.5, 7, 12.345, 999.995, 1000, 1234.5, 12345.678, 123456.789, 1234567.891, 98765432.105, 1234567890123.5];

describe.each(settings)('$locale, $currency', (setting) => {
  const style = learnStyle(setting);
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(setting.locale, options);

  it.each([0, 1, 2, 3])('numbers with %i decimals are written as Intl writes them', (decimals) => {
    const expected = intl({ minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    for (const value of values) {
      for (const signed of [value, -value]) {
        const format = { style: 'number' as const, decimals };
        expect(formatValue(signed, format, style)).toBe(expected.format(shownValue(signed, format, style)));
      }
    }
  });

  it("money is written as Intl writes the currency, with the currency's usual decimals", () => {
    const expected = intl({ style: 'currency', currency: setting.currency });
    for (const value of values) {
      for (const signed of [value, -value]) {
        const shown = shownValue(signed, { style: 'currency' }, style);
        expect(formatValue(signed, { style: 'currency' }, style)).toBe(expected.format(shown === 0 ? 0 : shown));
      }
    }
  });

  it('percentages are written as Intl writes them', () => {
    const expected = intl({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [0, 4.5, 12.34, -3.25, 1234.5])
      expect(formatValue(value, { style: 'percent' }, style)).toBe(expected.format(value / 100));
  });

  it('a "+" is written where Intl writes it', () => {
    const signed = intl({ style: 'currency', currency: setting.currency, signDisplay: 'exceptZero' });
    expect(formatValue(1500, { style: 'currency', sign: true }, style)).toBe(signed.format(1500));
  });

  it('reads back what it writes: numbers, money, percentages and plain figures', () => {
    for (const value of values.filter((v) => v < 1e12)) {
      const money = formatValue(value, { style: 'currency' }, style)!;
      expect(readNumber(money, style)).toBe(shownValue(value, { style: 'currency' }, style));
      expect(readNumber(`-${formatValue(value, { style: 'number' }, style)}`, style) + 0).toBe(
        -shownValue(value, { style: 'number' }, style) + 0,
      );
      expect(readNumber(formatValue(value, { style: 'percent' }, style)!, style)).toBe(shownValue(value, { style: 'percent' }, style));
      expect(readNumber(formatPlain(value, 2, style), style)).toBe(shownValue(value, { style: 'number' }, style));
    }
  });
});

describe('reading as the locale does', () => {
  const us = defaultStyle;
  const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
  const fr = learnStyle({ locale: 'fr-FR', currency: 'EUR' });
  const india = learnStyle({ locale: 'en-IN', currency: 'INR' });
  const japan = learnStyle({ locale: 'ja-JP', currency: 'JPY' });

  it('"12,5" is twelve and a half in de-DE and fr-FR; en-US keeps its comma for thousands', () => {
    expect(readNumber('12,5', de)).toBe(12.5);
    expect(readNumber('12,5', fr)).toBe(12.5);
    expect(readNumber('12,5', us)).toBeNaN();
    expect(readNumber('2,500', us)).toBe(2500);
    expect(readNumber('2,500', de)).toBe(2.5);
    expect(readNumber('2.500', de)).toBe(2500);
  });

  it('pasted figures: symbols, codes, percent signs and the locale grouping', () => {
    expect(readNumber('1.234,56 €', de)).toBe(1234.56);
    expect(readNumber('€1.234,56', de)).toBe(1234.56);
    expect(readNumber('EUR 1.500', de)).toBe(1500);
    expect(readNumber('12,5 %', de)).toBe(12.5);
    // A regular space, a no-break space and a narrow one all group in fr-FR.
    expect(readNumber('1 234,5', fr)).toBe(1234.5);
    expect(readNumber('1\u00a0234,5', fr)).toBe(1234.5);
    expect(readNumber('1\u202f234,5\u00a0€', fr)).toBe(1234.5);
    expect(readNumber('₹12,34,567.50', india)).toBe(1234567.5);
    expect(readNumber('￥1,235', japan)).toBe(1235);
    expect(readNumber('−1.500', de)).toBe(-1500);
  });

  it('what is not a number stays not a number', () => {
    for (const style of [us, de, fr, india])
      for (const text of ['12abc', '1e5', '--1', '1,2,3,4', '', '€']) expect(readNumber(text, style)).toBeNaN();
  });

  it("a decimal field keeps the locale's decimal mark as it is typed", () => {
    expect(keepTyped('12,5', 'decimal', de)).toBe('12,5');
    expect(keepTyped('1.500,25', 'decimal', de)).toBe('1500,25');
    expect(keepTyped('12,5', 'decimal', us)).toBe('125');
    expect(keepTyped('12.5.1', 'decimal', us)).toBe('12.51');
    expect(keepTyped('1 234,5', 'decimal', fr)).toBe('1234,5');
  });
});

describe('the written-out default', () => {
  it('is what Intl teaches for en-US and US dollars', () => {
    const { locale, currency } = DEFAULT_SETTING;
    expect(defaultStyle.marks).toEqual(learnMarks(locale));
    const learned = learnCurrency(locale, currency);
    expect(defaultStyle.money).toEqual(learned.affixes);
    expect(defaultStyle.currencyDecimals).toBe(learned.decimals);
    expect(defaultStyle.percent).toEqual(learnPercent(locale));
    expect(defaultStyle.plain).toEqual(learnPlain(locale));
    expect(learnStyle(DEFAULT_SETTING)).toBe(defaultStyle);
  });

  it('reads what a learned style of the same locale and currency reads', () => {
    // English without a region writes dollars as en-US does: its reading is built from Intl, not written out.
    const learned = learnStyle({ locale: 'en', currency: 'USD' });
    expect(learned).not.toBe(defaultStyle);
    expect(learned.reading.symbol.source).toBe(defaultStyle.reading.symbol.source);
    const texts = ['$1,500', '-$1,500.25', '1,500 USD', 'USD 1,500', '12.5%', '2,500', '1,23', '$', '1.2.3', '−7'];
    for (const text of texts) expect(readNumber(text, defaultStyle)).toBe(readNumber(text, learned));
  });
});

describe('worked by hand', () => {
  it('en-US is the spec: "$1,234.57", "-$1,234.57", "12.34%", "4.50:1", "2.50 pp"', () => {
    expect(formatValue(1234.567, { style: 'currency' })).toBe('$1,234.57');
    expect(formatValue(-1234.567, { style: 'currency' })).toBe('-$1,234.57');
    expect(formatValue(12.344, { style: 'percent' })).toBe('12.34%');
    expect(formatValue(4.5, { style: 'ratio' })).toBe('4.50:1');
    expect(formatValue(2.5, { style: 'points', sign: true })).toBe('+2.50 pp');
  });

  it('de-DE euros: "1.234,57 €", "4,50:1", "12,34 %"', () => {
    const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
    expect(formatValue(1234.567, { style: 'currency' }, de)).toBe('1.234,57\u00a0€');
    expect(formatValue(4.5, { style: 'ratio' }, de)).toBe('4,50:1');
    expect(formatValue(12.344, { style: 'percent' }, de)).toBe('12,34\u00a0%');
    expect(formatPlain(2.5, 2, de)).toBe('2,5');
    expect(formatPlain(-1500, 2, de)).toBe('-1.500');
  });

  it("a band scale's boundaries and a target box's digits, in de-DE euros", () => {
    const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
    expect(compactValue(1.5, { style: 'currency' }, de)).toBe('1,50\u00a0€');
    expect(compactValue(1500, { style: 'currency', decimals: 0 }, de)).toBe('1.500\u00a0€');
    expect(compactValue(-2.5, { style: 'percent', sign: true }, de)).toBe('-2,5\u00a0%');
    expect(compactValue(4, { style: 'ratio' }, de)).toBe('4:1');
    expect(compactValue(1.5, { style: 'currency' })).toBe('$1.50');
    expect(compactValue(50, { style: 'currency' })).toBe('$50');
    expect(formatDigits(2.5, { style: 'currency' }, de)).toBe('2,50');
    expect(formatDigits(2.5, { style: 'ratio' })).toBe('2.50');
    expect(formatDigits(2.5, { style: 'count' })).toBe('3');
  });

  it('en-IN groups lakhs and crores: "₹1,23,45,678.00"', () => {
    expect(formatValue(12345678, { style: 'currency' }, learnStyle({ locale: 'en-IN', currency: 'INR' }))).toBe('₹1,23,45,678.00');
  });

  it('yen have no decimals, not even where dollars show a tenth of a cent', () => {
    const japan = learnStyle({ locale: 'ja-JP', currency: 'JPY' });
    expect(formatValue(1234.5, { style: 'currency' }, japan)).toBe('￥1,235');
    expect(formatValue(19.25, { style: 'currency', decimals: 3 }, japan)).toBe('￥19');
    expect(formatValue(120000, { style: 'currency', decimals: 0 }, japan)).toBe('￥120,000');
    expect(shownValue(49.5, { style: 'currency' }, japan)).toBe(50);
  });

  it('an unknown locale is en-US and an unknown currency US dollars', () => {
    expect(learnStyle({ locale: 'zz-ZZ', currency: 'EUR' }).setting).toEqual({ locale: 'en-US', currency: 'EUR' });
    expect(learnStyle({ locale: 'de-DE', currency: 'XYZ1' }).setting).toEqual({ locale: 'de-DE', currency: 'USD' });
    expect(learnStyle({ locale: '', currency: '' }).currencySymbol).toBe('$');
  });
});
