/**
 * The echo under a field (issue 28, item 2): a figure the visitor's locale
 * reads otherwise than the other common way of writing numbers is said back
 * ("2,500" in de-DE is read as 2,5), so nothing is read silently as a
 * different number. Figures both ways read alike get no echo.
 */
import { describe, expect, it } from 'vitest';
import { learnStyle } from '../../../engine/number-style/learn';
import { ambiguousReading, typedNumber } from '../../../engine/figures';

const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });

describe('ambiguousReading', () => {
  it.each([
    ['2,500', 2.5],
    ['2.500', 2500],
    ['1.234', 1234],
    ['€2,500', 2.5],
    ['2,500 €', 2.5],
  ])('de-DE reads %s as %d, which en-US reads otherwise', (text, value) => {
    expect(ambiguousReading(text, de)).toBe(value);
  });

  it.each([
    ['2,500', 2500],
    ['2.500', 2.5],
    ['1.234', 1.234],
    ['$2,500', 2500],
  ])('en-US reads %s as %d, which de-DE reads otherwise', (text, value) => {
    expect(ambiguousReading(text)).toBe(value);
  });

  it.each(['2500', '12,5', '1,5', '1.234,56', '12.5', '', 'abc'])('says nothing of %j in de-DE: read alike, or as no number', (text) => {
    expect(ambiguousReading(text, de)).toBeUndefined();
  });

  it.each(['2500', '12.5', '1,234.56', '12,5'])('says nothing of %j in en-US', (text) => {
    expect(ambiguousReading(text)).toBeUndefined();
  });
});

describe('typedNumber', () => {
  it('writes a number as a visitor types it: no grouping, the locale’s decimal mark', () => {
    expect(typedNumber(1234.5)).toBe('1234.5');
    expect(typedNumber(1234.5, de)).toBe('1234,5');
    expect(typedNumber(2500, de)).toBe('2500');
  });
});
