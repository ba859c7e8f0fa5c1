/**
 * A plan as one function of its steps (engine/plan/evaluate.ts), with values
 * worked out by hand from the spec's formulas: Clicks to Conversions' cost
 * (1.5 × the clicks needed) goes into CPA's marketing spend and ROAS's ad spend.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../definitions';
import { evaluatePlan, planOf, seekAcrossPlan, planSeekMessages, type Plan } from '../../../engine';

const plan = (conversionRate: string, revenue = '12000'): Plan => ({
  steps: [
    { definition: registry.clicksToConversions!, inputs: { conversionRate, targetConversions: '50' } },
    { definition: registry.cpa!, inputs: { acquisitions: '50' } },
    { definition: registry.roas!, inputs: { revenue } },
  ],
  links: [
    { from: { step: 0, output: 'estimatedCost' }, to: { step: 1, field: 'marketingSpend' } },
    { from: { step: 0, output: 'estimatedCost' }, to: { step: 2, field: 'adSpend' } },
  ],
});
function shown(outcome: ReturnType<typeof evaluatePlan>[number], id: string): string {
  if (outcome.status !== 'done') return outcome.status;
  const output = outcome.result.outputs.find((o) => o.id === id);
  return output?.kind === 'value' ? output.text : 'not shown';
}

describe('evaluatePlan', () => {
  it('carries each linked output as shown into the later steps', () => {
    // 50 ÷ 2.5% = 2,000 clicks × $1.50 = $3,000; CPA $3,000 ÷ 50 = $60.00; ROAS $12,000 ÷ $3,000 = 4.00:1.
    const [c2c, cpa, roas] = evaluatePlan(plan('2.5'));
    expect(shown(c2c!, 'estimatedCost')).toBe('$3,000.00');
    expect(cpa).toMatchObject({ status: 'done', inputs: { marketingSpend: '3000', acquisitions: '50' } });
    expect(shown(cpa!, 'cpa')).toBe('$60.00');
    expect(shown(roas!, 'roas')).toBe('4.00:1');
  });

  it('a step whose inputs fail shows its rule’s message, and the steps after it wait', () => {
    const outcomes = evaluatePlan(plan(''));
    expect(outcomes[0]).toMatchObject({
      status: 'failed',
      message: 'Please enter a valid conversion rate (must be a positive number between 0 and 100).',
    });
    expect(outcomes.slice(1)).toEqual([
      { status: 'waiting', on: 0 },
      { status: 'waiting', on: 0 },
    ]);
  });
});

describe('seekAcrossPlan', () => {
  it('finds the conversion rate for a ROAS of 6 through the chain, rounded the way that reaches it', () => {
    // ROAS ≥ 6 needs cost ≤ $2,000: at most 1,333 clicks, so 5,000 ÷ rate ≤ 1,333 and rate ≥ 3.7509…%.
    // On the field's grid of hundredths: 3.75% needs 1,334 clicks ($2,001, ROAS 5.997); 3.76% needs 1,330 ($1,995, 6.02:1).
    const seek = seekAcrossPlan(plan('2.5'), { step: 0, field: 'conversionRate' }, { step: 2, output: 'roas', target: '6' });
    expect(seek).toMatchObject({ ok: true, value: 3.76, text: '3.76' });
    const outcomes = seek.ok ? seek.outcomes : [];
    expect(shown(outcomes[0]!, 'requiredClicks')).toBe('1,330');
    expect(shown(outcomes[1]!, 'cpa')).toBe('$39.90');
    expect(shown(outcomes[2]!, 'roas')).toBe('6.02:1');
  });

  it('moves the other way for a lower target, and says when no valid value reaches it', () => {
    // ROAS ≤ 2 needs cost ≥ $6,000: at least 4,000 clicks, 5,000 ÷ rate ≥ 4,000, rate ≤ 1.25%.
    expect(seekAcrossPlan(plan('2.5'), { step: 0, field: 'conversionRate' }, { step: 2, output: 'roas', target: '2' })).toMatchObject({
      ok: true,
      text: '1.25',
    });
    // At the highest rate, 100%, 50 clicks cost $75: ROAS 160. 200 is out of reach.
    expect(seekAcrossPlan(plan('2.5'), { step: 0, field: 'conversionRate' }, { step: 2, output: 'roas', target: '200' })).toEqual({
      ok: false,
      message: expect.stringMatching(/^No valid .+ gives Your ROAS of 200\.00:1 with the plan's other inputs as they are\.$/),
    });
  });

  it('refuses a linked field, a later input, a target that is not a number, and a plan that does not calculate', () => {
    const p = plan('2.5');
    expect(seekAcrossPlan(p, { step: 2, field: 'adSpend' }, { step: 2, output: 'roas', target: '6' })).toEqual({
      ok: false,
      message: planSeekMessages.choose,
    });
    expect(seekAcrossPlan(p, { step: 2, field: 'revenue' }, { step: 1, output: 'cpa', target: '6' })).toEqual({
      ok: false,
      message: planSeekMessages.choose,
    });
    expect(seekAcrossPlan(p, { step: 0, field: 'conversionRate' }, { step: 2, output: 'roas', target: 'six' })).toEqual({
      ok: false,
      message: planSeekMessages.target,
    });
    expect(seekAcrossPlan(plan('2.5', ''), { step: 0, field: 'conversionRate' }, { step: 2, output: 'roas', target: '6' })).toMatchObject({
      ok: false,
    });
  });
});

describe('the plan templates', () => {
  it('each template’s suggested goal seek gives the value worked out by hand in its examples', async () => {
    const { plans } = await import('../../../definitions/plans');
    const { definitions } = await import('../../../definitions');
    // The templates that suggest one (a goal is optional).
    const answers = plans.flatMap((template) => {
      if (!template.goal) return [];
      const seek = seekAcrossPlan(planOf(template, definitions)!, template.goal!.input, {
        ...template.goal!.output,
        target: template.goal!.target,
      });
      return [[template.slug, seek.ok ? seek.text : seek.message]];
    });
    // Paid search: ROAS 4 needs a CTR of 3.2% (62,500 impressions, $625). SaaS: LTV:CAC 5 needs 105 new customers.
    expect(answers).toEqual([
      ['paid-search-funnel', '3.2'],
      ['saas-unit-economics', '105'],
    ]);
  });
});
