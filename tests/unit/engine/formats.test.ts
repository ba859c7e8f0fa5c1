import { describe, expect, it } from 'vitest';
import { formatPlain, formatValue, type Format } from '../../../engine';
import { group } from '../../../engine/formats';

describe('formatValue', () => {
  it.each<[number, Format, string]>([
    [2.5, { style: 'percent' }, '2.50%'],
    [1234.5, { style: 'percent' }, '1,234.50%'],
    [25, { style: 'percent', sign: true }, '+25.00%'],
    [-10, { style: 'percent', sign: true }, '-10.00%'],
    [0, { style: 'percent', sign: true }, '0.00%'],
    [75, { style: 'currency' }, '$75.00'],
    [50000, { style: 'currency', sign: true }, '+$50,000.00'],
    [-1234.567, { style: 'currency' }, '-$1,234.57'],
    [0.1234, { style: 'currency', decimals: 3 }, '$0.123'],
    [16666.67, { style: 'currency', decimals: 0, roundUp: true }, '$16,667'],
    [4.5, { style: 'ratio' }, '4.50:1'],
    [1999.2, { style: 'count', roundUp: true }, '2,000'],
    [1999.2, { style: 'count' }, '1,999'],
    [123.45, { style: 'duration' }, '2m 3s'],
    [59.6, { style: 'duration' }, '1m 0s'],
    [59.4, { style: 'duration' }, '0m 59s'],
    [3600, { style: 'duration' }, '60m 0s'],
    [1.005, { style: 'number' }, '1.01'],
  ])('%d as %j is %j', (value, format, text) => expect(formatValue(value, format)).toBe(text));

  it('rounds up without floating-point noise', () => {
    // 0.1 * 3 is 0.30000000000000004; rounding it up must not give 0.31.
    expect(formatValue(0.1 * 3, { style: 'currency', roundUp: true })).toBe('$0.30');
  });

  it('never shows a negative zero', () => {
    expect(formatValue(-0.001, { style: 'percent' })).toBe('0.00%');
    expect(formatValue(-0, { style: 'currency', sign: true })).toBe('$0.00');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('returns undefined for %d', (value) => {
    expect(formatValue(value, { style: 'percent' })).toBeUndefined();
  });
});

describe('formatPlain', () => {
  it.each([
    [2.5, '2.5'],
    [1000, '1,000'],
    [1.239, '1.24'],
  ])('%d reads %j in a sentence', (value, text) => expect(formatPlain(value)).toBe(text));
});

describe('the fast en-US digits match Intl.NumberFormat', () => {
  const values: number[] = [0, 0.5, 1, 9.99, 10, 999, 1000, 1234.5, 99999.995, 1e6, 123456789.12, 1e15, 2 ** 53, 1e20, 5e20];
  let seed = 7;
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 16807) % 2147483647;
    values.push((seed / 2147483647) * 10 ** (i % 13));
  }

  it.each([0, 1, 2, 3])('with %i decimals', (decimals) => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    for (const raw of values) {
      const value = Math.round(raw * 10 ** decimals) / 10 ** decimals;
      expect(group(value, decimals), String(value)).toBe(intl.format(value));
    }
  });

  it('formatPlain keeps only the decimals a number has, as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    // Below 1e9, where rounding to 12 significant digits (which formatPlain applies first) changes nothing.
    for (const raw of values.filter((v) => v < 1e9)) {
      const value = Math.round(raw * 100) / 100;
      expect(formatPlain(value), String(value)).toBe(intl.format(value));
      expect(formatPlain(-value), String(-value)).toBe(value === 0 ? '0' : intl.format(-value));
    }
  });
});
