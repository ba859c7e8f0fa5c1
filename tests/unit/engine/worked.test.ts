/**
 * A result's calculation with the visitor's numbers (engine/worked.ts): the
 * steps read as a person writes them, in the visitor's number style, and
 * computed by hand they give the result the page shows, for every worked
 * example of every calculator.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { calculate, type CalcSuccess } from '../../../engine/calculate';
import type { CalculatorDefinition } from '../../../engine/definition';
import { learnStyle } from '../../../engine/learn-style';
import { workedSteps } from '../../../engine/worked';
import { workedForms } from '../../../engine/worked-form';
import { shownNumber, showsValue, writtenValue } from '../../../engine/written-arithmetic';

const withForms = (definition: CalculatorDefinition) => ({ ...definition, worked: workedForms(definition) });
const bySlug = (slug: string) => withForms(definitions.find((d) => d.slug === slug)!);

function stepsOf(slug: string, inputs: Record<string, string>, mode?: string, style = learnStyle({ locale: 'en-US', currency: 'USD' })) {
  const definition = bySlug(slug);
  const result = calculate(definition, mode, inputs, style) as CalcSuccess;
  expect(result.ok).toBe(true);
  return workedSteps(definition, result.mode, result, inputs, style);
}

describe('worked steps', () => {
  it('ROI with 1,000 invested and 1,800 back: (1,800 − 1,000) ÷ 1,000 × 100 = 80.00%', () => {
    expect(stepsOf('roi', { investment: '1000', returns: '1800' })).toEqual(['Your ROI = (1,800 − 1,000) ÷ 1,000 × 100 = 80.00%']);
  });

  it('the same in German marks, and ROAS in euros', () => {
    const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
    expect(stepsOf('roi', { investment: '1000', returns: '1800' }, undefined, de)).toEqual([
      'Your ROI = (1.800 − 1.000) ÷ 1.000 × 100 = 80,00\u00a0%',
    ]);
    expect(stepsOf('roas', { revenue: '4500', adSpend: '1000' }, undefined, de)).toEqual(['Your ROAS = 4.500 ÷ 1.000 = 4,50:1']);
  });

  it('an output another one reads is its own step first: clicks to conversions', () => {
    const steps = stepsOf('clicks-to-conversions', { conversionRate: '2.5', targetConversions: '50' });
    expect(steps[0]).toMatch(/^Required Clicks = 50 ÷ 2\.5 × 100 = 2,000/);
    expect(steps.some((step) => step.startsWith('Estimated Cost') && step.includes('⌈2,000⌉'))).toBe(true);
  });

  it('none without written expressions (the texts not loaded yet)', () => {
    const definition = definitions.find((d) => d.slug === 'roi')!;
    const result = calculate(definition, undefined, { investment: '1000', returns: '1800' }) as CalcSuccess;
    expect(workedSteps(definition, result.mode, result, { investment: '1000', returns: '1800' })).toEqual([]);
  });
});

describe.each(definitions.map((d) => [d.slug, d] as const))('%s: every worked example', (_, definition) => {
  it('has steps that, computed by hand, give what the result shows', () => {
    const worked = withForms(definition);
    for (const example of definition.examples) {
      const result = calculate(worked, example.mode, example.inputs);
      if (!result.ok) continue;
      for (const step of workedSteps(worked, result.mode, result, example.inputs)) {
        const [, written, shown] = /^.* = (.+) = (.+)$/.exec(step) ?? [];
        expect(written, step).toBeDefined();
        // Rounding up, down and powers are written with their signs, which plain arithmetic does not read.
        if (/[⌈⌊|^]/.test(written!)) continue;
        const value = writtenValue(written!);
        const number = shownNumber(shown!);
        if (value === undefined || number === undefined) continue;
        expect(showsValue(value, number), `${step} (by hand ${value})`).toBe(true);
      }
    }
  });
});
