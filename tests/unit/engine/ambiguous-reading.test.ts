/**
 * The echo under a field (issue 28, item 2): a figure the visitor's locale
 * reads otherwise than the other common way of writing numbers is said back
 * ("2,500" in de-DE is read as 2,5), so nothing is read silently as a
 * different number. Figures both ways read alike get no echo.
 */
import { describe, expect, it } from 'vitest';
import { learnStyle } from '../../../engine/learn-style';
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

describe('ambiguousReading where the decimal mark is a comma, or the grouping a space or an apostrophe (issue 49)', () => {
  const fr = learnStyle({ locale: 'fr-FR', currency: 'EUR' });
  const es = learnStyle({ locale: 'es-ES', currency: 'EUR' });
  const pt = learnStyle({ locale: 'pt-BR', currency: 'BRL' });
  const ch = learnStyle({ locale: 'de-CH', currency: 'CHF' });

  it.each([
    ['fr-FR', fr, '2,500', 2.5],
    ['fr-FR', fr, '0,750', 0.75],
    ['es-ES', es, '2,500', 2.5],
    ['es-ES', es, '2.500', 2500],
    ['pt-BR', pt, '1.234', 1234],
    ['pt-BR', pt, 'R$ 2,500', 2.5],
    ['de-CH', ch, '1.234', 1.234],
    ['de-CH', ch, '2.500', 2.5],
  ])('%s reads %s as %d, which the other way reads otherwise', (_locale, style, text, value) => {
    expect(ambiguousReading(text, style)).toBe(value);
  });

  it.each([
    ['fr-FR', fr, '1,5'],
    ['fr-FR', fr, '2500,75'],
    ['fr-FR', fr, '2\u202f500,5'],
    ['es-ES', es, '12,5'],
    ['de-CH', ch, '1’234'],
    ['de-CH', ch, '12.5'],
  ])('%s says nothing of %j: read alike, or only one way', (_locale, style, text) => {
    expect(ambiguousReading(text, style)).toBeUndefined();
  });
});

describe('typedNumber', () => {
  it('writes a number as a visitor types it: no grouping, the locale’s decimal mark', () => {
    expect(typedNumber(1234.5)).toBe('1234.5');
    expect(typedNumber(1234.5, de)).toBe('1234,5');
    expect(typedNumber(2500, de)).toBe('2500');
  });
});
