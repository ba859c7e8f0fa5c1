import { describe, expect, it } from 'vitest';
import { calculate, queryOf, stateFromQuery } from '../../../engine';
import { definitions } from '../../../definitions';

const bySlug = (slug: string) => definitions.find((d) => d.slug === slug)!;
const roi = bySlug('roi');
const breakEven = bySlug('break-even-point');
const retention = bySlug('retention-rate');
const conversion = bySlug('conversion-rate');

describe('queryOf', () => {
  it('names the inputs by field id, in the definition order, without the mode of a one-mode calculator', () => {
    expect(queryOf(roi, 'default', { returns: '1800', investment: '1000' })).toBe('?investment=1000&returns=1800');
  });

  it('puts the mode first for a calculator with tabs and leaves blank fields out', () => {
    expect(queryOf(breakEven, 'revenue', { revFixedCosts: '5000', contributionMarginRatio: ' ' })).toBe('?mode=revenue&revFixedCosts=5000');
  });

  it('is empty when every field is blank', () => expect(queryOf(roi, 'default', { investment: '', returns: '' })).toBe(''));

  it('escapes what the address cannot hold as it is', () => {
    expect(queryOf(roi, 'default', { investment: '$1,000 & more', returns: '1' })).toBe('?investment=%241%2C000+%26+more&returns=1');
  });
});

describe('stateFromQuery', () => {
  it('reads the inputs back, blank where the query leaves a field out', () => {
    expect(stateFromQuery(roi, '?investment=1000&utm_source=news')).toEqual({
      mode: 'default',
      values: { investment: '1000', returns: '' },
      calculate: true,
    });
  });

  it('is undefined for a plain visit or a query about something else', () => {
    expect(stateFromQuery(roi, '')).toBeUndefined();
    expect(stateFromQuery(roi, '?utm_source=news&mode=default2')).toBeUndefined();
  });

  it('selects a named mode without calculating when no field is given', () => {
    expect(stateFromQuery(breakEven, '?mode=revenue')).toEqual({
      mode: 'revenue',
      values: { revFixedCosts: '', contributionMarginRatio: '' },
      calculate: false,
    });
  });

  it('reads an unknown mode as the first mode', () => {
    expect(stateFromQuery(breakEven, '?mode=nope&fixedCosts=10')?.mode).toBe('units');
  });

  it('keeps what typing would keep in a number field, and a select falls back to its default', () => {
    expect(stateFromQuery(conversion, '?visitors=1,0a00&conversions=abc')?.values).toEqual({ visitors: '1000', conversions: '' });
    expect(stateFromQuery(retention, '?startingCustomers=100&timePeriod=Decade')?.values.timePeriod).toBe('Month');
    expect(stateFromQuery(retention, '?startingCustomers=100&timePeriod=Year')?.values.timePeriod).toBe('Year');
  });

  it('round-trips: the state read from the query of a calculation calculates the same result', () => {
    const inputs = { investment: '1000', returns: '1800' };
    const state = stateFromQuery(roi, queryOf(roi, 'default', inputs))!;
    const result = calculate(roi, state.mode, state.values);
    expect(result.ok && result.outputs.find((o) => o.id === 'roi')).toMatchObject({ text: '80.00%' });
  });

  it('a bad value gets the normal validation message', () => {
    const state = stateFromQuery(conversion, '?visitors=abc&conversions=5')!;
    expect(calculate(conversion, state.mode, state.values)).toMatchObject({ ok: false, message: expect.any(String) });
  });
});
