import { describe, expect, it } from 'vitest';
import { calculate, findMode, workedForms, type CalculatorDefinition } from '../../../engine';
import { workedSteps } from '../../../engine/worked';
import { definitions } from '../../../definitions';
import { resultSummary } from '../../../src/calculator/result-summary';
import { roiSummary } from '../../fixtures/roi-summary';

function summaryOf(slug: string, modeId: string, inputs: Record<string, string>, link: string): string {
  const found = definitions.find((d) => d.slug === slug) as CalculatorDefinition;
  // As a page has it once its texts are in: with its expressions as written.
  const definition = { ...found, worked: workedForms(found) };
  const result = calculate(definition, modeId, inputs);
  if (!result.ok) throw new Error(result.message);
  const steps = workedSteps(definition, modeId, result, inputs);
  return resultSummary(definition, findMode(definition, modeId)!, inputs, result, link, steps);
}

describe('the "Copy result" text', () => {
  it('gives the calculator, the inputs with their units, the result with its caption, the band, the calculation and the link', () => {
    const link = 'https://example.com/calculators/roi?investment=1000&returns=1500';
    expect(summaryOf('roi', 'default', { investment: '1000', returns: '1500' }, link)).toBe(roiSummary(link));
  });

  it('names the mode of a tabbed calculator and gives every value output', () => {
    // Break-even: $10,000 ÷ ($50 − $30) = 500 units; 500 × $50 = $25,000; margin $50 − $30 = $20.00 a unit.
    const text = summaryOf('break-even-point', 'units', { fixedCosts: '10000', unitPrice: '50', unitVariableCost: '30' }, 'link');
    const lines = text.split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'Break-Even Point Calculator',
      'By Units',
      '',
      'Inputs',
      'Fixed Costs ($): 10,000',
      'Selling Price per Unit ($): 50',
      'Variable Cost per Unit ($): 30',
    ]);
    expect(
      lines.filter((line) => /^(Break-Even (Units|Revenue)|Contribution Margin per Unit):/.test(line)).map((line) => line.split(' (')[0]),
    ).toEqual(['Break-Even Units: 500', 'Break-Even Revenue: $25,000', 'Contribution Margin per Unit: $20.00']);
    expect(lines.at(-1)).toBe('link');
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('keeps an input that is not plain digits as it was typed', () => {
    const text = summaryOf('roi', 'default', { investment: '1000.50', returns: '2001' }, 'link');
    expect(text).toContain('Investment Amount ($): 1,000.5\n');
  });
});
