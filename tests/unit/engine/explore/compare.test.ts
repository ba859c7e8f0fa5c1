/**
 * Compare scenarios: rows of A and B with the difference, worked by hand, and
 * every mode of every calculator compared with a changed copy of itself
 * without NaN, Infinity or a lost output.
 */
import { describe, expect, it } from 'vitest';
import { definitions, registry } from '../../../../definitions';
import { calculate, findMode } from '../../../../engine/calculate';
import { compareRows, differenceText } from '../../../../engine/explore';

const ok = (result: ReturnType<typeof calculate>) => {
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('compareRows', () => {
  it('conversion rate 15 and 20 conversions of 1,000: +0.50 points, +33.3%, Fair against Good', () => {
    const definition = registry.conversionRate!;
    const mode = findMode(definition, 'default');
    const a = ok(calculate(definition, 'default', { visitors: '1000', conversions: '15' }));
    const b = calculate(definition, 'default', { visitors: '1000', conversions: '20' });
    // 1.50% → 2.00%: +0.50; 0.50 / 1.50 = 33.3%.
    expect(compareRows(mode, a, b)).toEqual([
      { label: 'Your Conversion Rate', a: '1.50%', b: '2.00%', difference: '+0.50% (+33.3%)' },
      { label: 'Band', a: 'Fair', b: 'Good', difference: '' },
    ]);
  });

  it('B failing a rule shows a dash and no difference', () => {
    const definition = registry.conversionRate!;
    const mode = findMode(definition, 'default');
    const a = ok(calculate(definition, 'default', { visitors: '1000', conversions: '15' }));
    const b = calculate(definition, 'default', { visitors: '0', conversions: '15' });
    expect(compareRows(mode, a, b)).toEqual([
      { label: 'Your Conversion Rate', a: '1.50%', b: '—', difference: '' },
      { label: 'Band', a: 'Fair', b: '—', difference: '' },
    ]);
  });
});

describe('differenceText', () => {
  it('says a fall with a minus, in the output format', () => {
    // $25,000 → $20,000: −$5,000, −20.0% of $25,000.
    expect(differenceText(25000, 20000, { style: 'currency', decimals: 0 })).toBe('-$5,000 (-20.0%)');
  });
  it('gives durations a sign of their own', () => {
    // 120 s → 90 s: −30 s = 0m 30s, −25.0%.
    expect(differenceText(120, 90, { style: 'duration' })).toBe('-0m 30s (-25.0%)');
  });
  it('leaves the percentage out when A is 0', () => {
    expect(differenceText(0, 5, { style: 'percent', decimals: 2 })).toBe('+5.00%');
  });
  it('an unchanged value differs by zero', () => {
    expect(differenceText(4.5, 4.5, { style: 'ratio', decimals: 2 })).toBe('0.00:1 (0.0%)');
  });
});

describe('every calculator', () => {
  for (const definition of definitions) {
    for (const mode of definition.calculator.modes) {
      it(`${definition.key} (${mode.id}): A against B with every number doubled`, () => {
        const example = definition.examples.find(
          (e) => (e.mode ?? definition.calculator.modes[0]!.id) === mode.id && 'outputs' in e.expect,
        )!;
        const a = ok(calculate(definition, mode.id, example.inputs));
        const doubled = Object.fromEntries(
          Object.entries(example.inputs).map(([id, text]) => {
            const field = mode.fields.find((f) => f.id === id);
            return [id, field?.kind === 'number' && Number.isFinite(Number(text)) ? String(Number(text) * 2) : text];
          }),
        );
        const b = calculate(definition, mode.id, doubled);
        const rows = compareRows(mode, a, b);
        const shown = a.outputs.filter((o) => o.kind !== 'table');
        expect(rows.length).toBeGreaterThanOrEqual(shown.length);
        for (const row of rows) expect(`${row.a} ${row.b} ${row.difference}`).not.toMatch(/NaN|Infinity|undefined/);
      });
    }
  }
});
