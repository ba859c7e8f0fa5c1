/** How inputs read in sentences: terms, values and the singular for one. */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../definitions';
import type { NumberField } from '../../../../engine';
import { fieldPhrase, singularOf } from '../../../../engine/explore';
import { learnStyle } from '../../../../engine/learn-style';

const field = (key: string, id: string) =>
  registry[key]!.calculator.modes.flatMap((m) => m.fields).find((f): f is NumberField => f.id === id && f.kind === 'number')!;

describe('fieldPhrase', () => {
  it('says the value and what it counts', () => {
    expect(fieldPhrase(field('conversionRate', 'visitors'), 1000)).toBe('1,000 visitors');
    expect(fieldPhrase(field('cpc', 'adSpend'), 745)).toBe('$745 ad spend');
    expect(fieldPhrase(field('budgetPacing', 'percentTimePassed'), 55)).toBe('55% of the period passed');
    expect(fieldPhrase(field('clv', 'purchaseFrequency'), 2.5)).toBe('2.5 purchases a year');
  });

  it('says one of a count in the singular', () => {
    expect(fieldPhrase(field('conversionRate', 'conversions'), 1)).toBe('1 conversion');
    expect(fieldPhrase(field('cac', 'newCustomers'), 1)).toBe('1 new customer acquired');
    expect(fieldPhrase(field('clv', 'purchaseFrequency'), 1)).toBe('1 purchase a year');
    expect(fieldPhrase(field('clv', 'customerLifespan'), 1)).toBe('1 year of customer lifespan');
    // Dollars and percentages are not counted things: "$1 ad spend", "1% of the period passed".
    expect(fieldPhrase(field('cpc', 'adSpend'), 1)).toBe('$1 ad spend');
    expect(fieldPhrase(field('budgetPacing', 'percentTimePassed'), 1)).toBe('1% of the period passed');
  });

  it('says money in whole yen, rounded, where an answer has cents', () => {
    const japan = learnStyle({ locale: 'ja-JP', currency: 'JPY' });
    expect(fieldPhrase(field('clv', 'averagePurchaseValue'), 31670.92, japan)).toBe('￥31,671 average purchase value');
    expect(fieldPhrase(field('cpc', 'adSpend'), 745, japan)).toBe('￥745 ad spend');
  });
});

describe('singularOf', () => {
  it('makes the first plural word singular and leaves words that only end in s', () => {
    expect(singularOf('single-page visits')).toBe('single-page visit');
    expect(singularOf('inquiries')).toBe('inquiry');
    expect(singularOf('business leads')).toBe('business lead');
    expect(singularOf('ad spend')).toBe('ad spend');
  });
});
