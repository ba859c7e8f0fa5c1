import { describe, expect, it } from 'vitest';
import { registry } from '../../../definitions';
import { formatStyles, type FormatStyle } from '../../../engine/formats';
import { isMoney, styleOf, unitOf } from '../../../engine/money';

describe('whether a number is money, and its unit: declared once (engine/money.ts)', () => {
  it('reads an output format: currency is money, percent is percent, the rest have no unit', () => {
    const units = Object.fromEntries(formatStyles.map((style) => [style, unitOf({ style })]));
    expect(units).toEqual({
      number: undefined,
      currency: 'money',
      percent: 'percent',
      points: undefined,
      ratio: undefined,
      count: undefined,
      duration: undefined,
    } satisfies Record<FormatStyle, string | undefined>);
  });

  it("reads a field's unit and a value output's format, in a definition", () => {
    // definitions/cpc.ts: Total Ad Spend ($) and Total Clicks in, Cost Per Click (CPC) out as currency.
    const cpc = registry.cpc!.calculator.modes[0]!;
    expect(cpc.fields.map((f) => [f.id, isMoney(f)])).toEqual([
      ['adSpend', true],
      ['clicks', false],
    ]);
    expect(cpc.outputs.map((o) => [o.id, isMoney(o)])).toEqual([['cpc', true]]);
    // definitions/conversion-rate.ts: counts in, a percentage out.
    const rate = registry.conversionRate!.calculator.modes[0]!;
    expect(rate.outputs.filter((o) => o.kind === 'value').map((o) => [o.id, unitOf(o)])).toEqual([['conversionRate', 'percent']]);
  });

  it('writes a unit with its format style, and a number without one plainly', () => {
    expect([styleOf('money'), styleOf('percent'), styleOf(undefined)]).toEqual(['currency', 'percent', 'number']);
  });
});
