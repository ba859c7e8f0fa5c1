/**
 * A plan template's example figures as a visitor in another currency opens
 * them (src/plan/plan-style.ts exampleIn): amounts of money converted at the
 * reference rates of 21 October 2025 (1.1607 US dollars and 176.45 yen per
 * euro), to two significant digits; other figures only retyped.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../definitions';
import type { Plan } from '../../../engine';
import { learnStyle } from '../../../engine/learn-style';
import { defaultStyle } from '../../../engine/number-style/style';
import { exampleIn } from '../../../src/plan/plan-style';

const plan: Plan = {
  steps: [
    { definition: registry.clicksToConversions!, inputs: { conversionRate: '2.5', targetConversions: '50' } },
    { definition: registry.roas!, inputs: { revenue: '2500' } },
  ],
  links: [{ from: { step: 0, output: 'estimatedCost' }, to: { step: 1, field: 'adSpend' } }],
};
const goal = { input: { step: 0, field: 'conversionRate' }, output: { step: 1, output: 'roas' }, target: '4.5' };

describe('a template’s example in the visitor’s currency', () => {
  it('converts its money in euros, typed the German way: $2,500 is 2.153,88 €, shown as 2200', () => {
    const { plan: shown, goal: sought } = exampleIn(plan, goal, learnStyle({ locale: 'de-DE', currency: 'EUR' }));
    expect(shown.steps[1]!.inputs.revenue).toBe('2200');
    expect(shown.steps[0]!.inputs.conversionRate).toBe('2,5');
    // ROAS is a ratio, not money: only retyped.
    expect(sought?.target).toBe('4,5');
  });

  it('converts it to whole yen: $2,500 is ¥380,051, shown as 380000', () => {
    const { plan: shown } = exampleIn(plan, goal, learnStyle({ locale: 'ja-JP', currency: 'JPY' }));
    expect(shown.steps[1]!.inputs.revenue).toBe('380000');
  });

  it('leaves it as written in US dollars, and only retypes it where the rates lack the currency', () => {
    expect(exampleIn(plan, goal, defaultStyle).plan.steps[1]!.inputs.revenue).toBe('2500');
    expect(exampleIn(plan, goal, learnStyle({ locale: 'en-NG', currency: 'NGN' })).plan.steps[1]!.inputs.revenue).toBe('2500');
  });
});
