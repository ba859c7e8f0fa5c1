import { describe, expect, it } from 'vitest';
import { keepTyped, parseField, readNumber } from '../../../engine';

describe('readNumber', () => {
  it.each([
    ['42', 42],
    [' 3.5 ', 3.5],
    ['.5', 0.5],
    ['-12', -12],
    ['$1,500', 1500],
    ['1,234,567.89', 1234567.89],
    ['12%', 12],
  ])('reads %j as %d', (text, value) => expect(readNumber(text)).toBe(value));

  it.each(['', 'abc', '12abc', '1e5', '--1', '1.2.3', '1,23', 'Infinity', 'NaN', '9'.repeat(400)])('rejects %j as NaN', (text) => {
    expect(readNumber(text)).toBeNaN();
  });
});

describe('parseField', () => {
  it('truncates integers toward zero', () => {
    expect(parseField('50.7', { parse: 'integer' })).toBe(50);
    expect(parseField('-2.9', { parse: 'integer' })).toBe(-2);
    expect(Object.is(parseField('-0.5', { parse: 'integer' }), -0)).toBe(false);
  });

  it('keeps decimals for decimal fields', () => expect(parseField('19.99', { parse: 'decimal' })).toBe(19.99));

  it('treats blank as invalid unless the field counts it as zero', () => {
    expect(parseField('  ', { parse: 'decimal' })).toBeNaN();
    expect(parseField('', { parse: 'decimal', blank: 'zero' })).toBe(0);
    expect(parseField(undefined, { parse: 'decimal', blank: 'zero' })).toBe(0);
  });

  it('counts invalid text as zero only where declared', () => {
    expect(parseField('abc', { parse: 'decimal', blank: 'zero' })).toBeNaN();
    expect(parseField('abc', { parse: 'decimal', invalid: 'zero' })).toBe(0);
  });
});

describe('keepTyped', () => {
  it.each([
    ['digits', '12a3.4-5', '12345'],
    ['digits', 'abc', ''],
    ['decimal', '1a2.3.4', '12.34'],
    ['decimal', '$1,500.50', '1500.50'],
    ['decimal', '-7', '7'],
    ['any', 'abc 1', 'abc 1'],
  ] as const)('%s keeps %j as %j', (keep, typed, kept) => expect(keepTyped(typed, keep)).toBe(kept));
});
