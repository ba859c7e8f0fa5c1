/**
 * A plan as CSV (src/plan/plan-csv.ts): every step's inputs, outputs and
 * band, a linked input with the output that filled it, and a step that
 * cannot be calculated with why. Values worked out by hand: 50 ÷ 2.5% =
 * 2,000 clicks × $1.50 = $3,000; CPA $3,000 ÷ 50 = $60.00.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../definitions';
import { evaluatePlan, type Plan } from '../../../engine';
import { planCsv } from '../../../src/plan/plan-csv';

const plan = (conversionRate: string): Plan => ({
  steps: [
    { definition: registry.clicksToConversions!, inputs: { conversionRate, targetConversions: '50' } },
    { definition: registry.cpa!, inputs: { acquisitions: '50' } },
  ],
  links: [{ from: { step: 0, output: 'estimatedCost' }, to: { step: 1, field: 'marketingSpend' } }],
});
const names: Record<string, string> = { 'clicks-to-conversions': 'Clicks to Conversions', cpa: 'CPA' };
const csvOf = (p: Plan) =>
  planCsv(p, evaluatePlan(p), (slug) => names[slug]!)
    .replace(/^\uFEFF/, '')
    .split('\r\n');

describe('planCsv', () => {
  it('writes a row for every input, output and band, in order', () => {
    const lines = csvOf(plan('2.5'));
    expect(lines[0]).toBe('Step,Calculator,Mode,Kind,Name,Value,Comes from');
    expect(lines).toContain('1,Clicks to Conversions,,Output,Estimated Cost at $1.50 CPC,"$3,000.00",');
    expect(lines).toContain('2,CPA,,Input,Marketing Spend ($),3000,Step 1: Estimated Cost at $1.50 CPC');
    expect(lines).toContain('2,CPA,,Output,Cost Per Acquisition (CPA),$60.00,');
    expect(lines.filter((line) => line.startsWith('2,CPA,,Band,'))).toHaveLength(1);
  });

  it('says why a step cannot be calculated, and that the steps after it wait', () => {
    const lines = csvOf(plan(''));
    expect(lines.find((line) => line.startsWith('1,Clicks to Conversions,,Problem,'))).toBeDefined();
    expect(lines).toContain('2,CPA,,Waiting,,Waiting for step 1,');
  });
});
