/**
 * A plan as CSV (src/plan/plan-csv.ts): every step's inputs, outputs and
 * band, a linked input with the output that filled it, and a step that
 * cannot be calculated with why. Values worked out by hand: 50 ÷ 2.5% =
 * 2,000 clicks × $1.50 = $3,000; CPA $3,000 ÷ 50 = $60.00. In another
 * currency a band reads as the step shows it (src/card-parts/local-texts.ts),
 * at the reference rates of 21 October 2025.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../definitions';
import { evaluatePlan, type Plan } from '../../../engine';
import { learnStyle } from '../../../engine/learn-style';
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

  it('writes a band’s reading as the step shows it, in the plan’s currency: "under 50 cents" is under 0,43 € (0.430775)', () => {
    // 100 € for 1,000 clicks is a CPC of 0,10 €, $0.116 (0.1 × 1.1607): Very Low, under $0.50.
    const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
    const cpc: Plan = { steps: [{ definition: registry.cpc!, inputs: { adSpend: '100', clicks: '1000' } }], links: [] };
    const lines = planCsv(cpc, evaluatePlan(cpc, de), () => 'CPC', de).split('\r\n');
    const band = lines.find((line) => line.startsWith('1,CPC,,Band,Very Low,'));
    expect(band).toContain('Your CPC is very low: under 0,43\u00a0€ a click.');
    expect(band).not.toMatch(/\$|\bcents?\b/);
  });

  it('says why a step cannot be calculated, and that the steps after it wait', () => {
    const lines = csvOf(plan(''));
    expect(lines.find((line) => line.startsWith('1,Clicks to Conversions,,Problem,'))).toBeDefined();
    expect(lines).toContain('2,CPA,,Waiting,,Waiting for step 1,');
  });
});
