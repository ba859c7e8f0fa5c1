/** A calculator's page state and its address (engine/page-state.ts). */
import { describe, expect, it } from 'vitest';
import { calculate, pageStateCodec, readPageState, writePageState, type PageState } from '../../../engine';
import { definitions } from '../../../definitions';

const bySlug = (slug: string) => definitions.find((d) => d.slug === slug)!;
const roi = pageStateCodec(bySlug('roi'));
const breakEven = pageStateCodec(bySlug('break-even-point'));
const retention = pageStateCodec(bySlug('retention-rate'));
const conversion = pageStateCodec(bySlug('conversion-rate'));
const state = (mode: string, inputs: Record<string, string>, explorers: PageState['explorers'] = {}): PageState => ({
  mode,
  inputs,
  explorers,
});

describe('encode', () => {
  it('names the inputs by field id, in the definition order, without the mode of a one-mode calculator', () => {
    expect(roi.encode(state('default', { returns: '1800', investment: '1000' }))).toBe('?investment=1000&returns=1800');
  });

  it('puts the mode first for a calculator with tabs and leaves blank fields out', () => {
    expect(breakEven.encode(state('revenue', { revFixedCosts: '5000', contributionMarginRatio: ' ' }))).toBe(
      '?mode=revenue&revFixedCosts=5000',
    );
  });

  it('is empty when every field is blank, or for no state', () => {
    expect(roi.encode(state('default', { investment: '', returns: '' }))).toBe('');
    expect(roi.encode(undefined)).toBe('');
  });

  it('escapes what the address cannot hold as it is', () => {
    expect(roi.encode(state('default', { investment: '$1,000 & more', returns: '1' }))).toBe('?investment=%241%2C000+%26+more&returns=1');
  });

  it('writes inputs, then solve and target, then scenario B', () => {
    const query = conversion.encode(
      state(
        'default',
        { visitors: '1000', conversions: '15' },
        { solve: { field: 'conversions', target: '2.5' }, compare: { visitors: '1000', conversions: '20' } },
      ),
    );
    expect(query).toBe('?visitors=1000&conversions=15&solve=conversions&target=2.5&b.visitors=1000&b.conversions=20');
  });

  it('writes an open chart last, and reads it back', () => {
    const query = conversion.encode(state('default', { visitors: '1000', conversions: '15' }, { chart: true }));
    expect(query).toBe('?visitors=1000&conversions=15&chart=1');
    expect(conversion.decode(query)?.explorers).toEqual({ chart: true });
    expect(conversion.decode('?visitors=1000&chart=yes')?.explorers).toEqual({});
  });
});

describe('decode', () => {
  it('reads the inputs back, blank where the query leaves a field out, and ignores what is not the calculator’s', () => {
    expect(roi.decode('?investment=1000&utm_source=news')).toEqual({
      mode: 'default',
      inputs: { investment: '1000', returns: '' },
      explorers: {},
      calculate: true,
    });
  });

  it('is undefined for a plain visit or a query about something else', () => {
    expect(roi.decode('')).toBeUndefined();
    expect(roi.decode('?utm_source=news&mode=default2')).toBeUndefined();
  });

  it('selects a named mode without calculating when no field is given', () => {
    expect(breakEven.decode('?mode=revenue')).toEqual({
      mode: 'revenue',
      inputs: { revFixedCosts: '', contributionMarginRatio: '' },
      explorers: {},
      calculate: false,
    });
  });

  it('reads an unknown mode as the first mode', () => expect(breakEven.decode('?mode=nope&fixedCosts=10')?.mode).toBe('units'));

  it('keeps what typing would keep in a number field, and a select falls back to its default', () => {
    expect(conversion.decode('?visitors=1,0a00&conversions=abc')?.inputs).toEqual({ visitors: '1000', conversions: '' });
    expect(retention.decode('?startingCustomers=100&timePeriod=Decade')?.inputs.timePeriod).toBe('Month');
    expect(retention.decode('?startingCustomers=100&timePeriod=Year')?.inputs.timePeriod).toBe('Year');
  });

  it('ignores a Solve for naming no number field, or without a target', () => {
    expect(conversion.decode('?visitors=1&solve=nothing&target=2')?.explorers).toEqual({});
    expect(conversion.decode('?visitors=1&solve=conversions')?.explorers).toEqual({});
  });

  it('reads scenario B as typing keeps it, with blank fields blank', () => {
    // Conversions keep digits only: "2x0" is typed as "20".
    expect(conversion.decode('?visitors=5&b.conversions=2x0')?.explorers.compare).toEqual({ visitors: '', conversions: '20' });
  });

  it('a bad value gets the normal validation message', () => {
    const read = conversion.decode('?visitors=abc&conversions=5')!;
    expect(calculate(bySlug('conversion-rate'), read.mode, read.inputs)).toMatchObject({ ok: false, message: expect.any(String) });
  });
});

describe('round trip', () => {
  it('the state read from the address of a calculation calculates the same result', () => {
    const read = roi.decode(roi.encode(state('default', { investment: '1000', returns: '1800' })))!;
    const result = calculate(bySlug('roi'), read.mode, read.inputs);
    expect(result.ok && result.outputs.find((o) => o.id === 'roi')).toMatchObject({ text: '80.00%' });
  });

  it('decode(encode(s)) is s, explorers and a tabbed mode included', () => {
    const s = state(
      'revenue',
      { revFixedCosts: '10000', contributionMarginRatio: '40' },
      { solve: { field: 'revFixedCosts', target: '30000' }, compare: { revFixedCosts: '10000', contributionMarginRatio: '50' } },
    );
    const query = breakEven.encode(s);
    expect(query).toBe(
      '?mode=revenue&revFixedCosts=10000&contributionMarginRatio=40&solve=revFixedCosts&target=30000&b.revFixedCosts=10000&b.contributionMarginRatio=50',
    );
    expect(breakEven.decode(query)).toEqual({ ...s, calculate: true });
  });

  it('two calculators share one address under their namespaces, each reading only its own', () => {
    const params = new URLSearchParams('utm_source=news');
    writePageState(bySlug('roi'), state('default', { investment: '1000', returns: '1800' }), params, '1');
    writePageState(
      bySlug('conversion-rate'),
      state('default', { visitors: '1000', conversions: '15' }, { compare: { visitors: '900' } }),
      params,
      '2',
    );
    expect(params.toString()).toBe('utm_source=news&1.investment=1000&1.returns=1800&2.visitors=1000&2.conversions=15&2.b.visitors=900');
    expect(readPageState(bySlug('roi'), params, '1')?.inputs).toEqual({ investment: '1000', returns: '1800' });
    expect(readPageState(bySlug('conversion-rate'), params, '2')?.explorers.compare).toEqual({ visitors: '900', conversions: '' });
    expect(readPageState(bySlug('roi'), params, '2')).toBeUndefined();
    expect(readPageState(bySlug('roi'), params)).toBeUndefined();
  });
});
