/** A plan in an address (engine/plan/address.ts) and the links that carry it (src/plan/plan-links.ts). */
import { describe, expect, it } from 'vitest';
import { isPlanParameter, planMessages, readPlan, writePlan, type PlanAddress } from '../../../engine';
import { splitAddress, stepHref, resultHref } from '../../../src/plan/plan-links';

const plan: PlanAddress = {
  steps: [
    {
      slug: 'clicks-to-conversions',
      params: [
        ['conversionRate', '2.5'],
        ['targetConversions', '50'],
      ],
    },
    {
      slug: 'cpa',
      params: [
        ['marketingSpend', '3000'],
        ['acquisitions', '2000'],
      ],
    },
  ],
  links: [{ from: { step: 0, output: 'requiredClicks' }, to: { step: 1, field: 'acquisitions' } }],
};
const read = (query: string) => readPlan(new URLSearchParams(query));

describe('the plan in an address', () => {
  it('writes the version, the steps, each step’s state under its index, then the links', () => {
    const params = new URLSearchParams();
    writePlan(plan, params);
    expect(params.toString()).toBe(
      'plan=1&step=clicks-to-conversions&step=cpa&0.conversionRate=2.5&0.targetConversions=50&1.marketingSpend=3000&1.acquisitions=2000&link=1.acquisitions.0.requiredClicks',
    );
  });

  it('reads back what it wrote', () => {
    const params = new URLSearchParams('investment=1000');
    writePlan(plan, params);
    expect(readPlan(params)).toEqual({ ok: true, plan });
  });

  it('is no plan without `plan`, and refuses another version or a damaged plan with a message', () => {
    expect(read('investment=1000')).toEqual({ ok: true });
    expect(read('plan=2&step=cpa')).toEqual({ ok: false, message: planMessages.version });
    expect(read('plan=1')).toEqual({ ok: false, message: planMessages.malformed });
    expect(read('plan=1&step=CPA%20page')).toEqual({ ok: false, message: planMessages.malformed });
    expect(read('plan=1&step=cpa&link=0.clicks.1.cpa')).toEqual({ ok: false, message: planMessages.malformed }); // backwards
    expect(read('plan=1&step=cpa&link=5.clicks.0.cpa')).toEqual({ ok: false, message: planMessages.malformed }); // past the next step
    expect(read('plan=1&step=cpa&link=1.clicks')).toEqual({ ok: false, message: planMessages.malformed });
    expect(read(`plan=1${'&step=cpa'.repeat(21)}`)).toEqual({ ok: false, message: planMessages.malformed });
  });

  it('tells a plan’s parameters from a calculator’s own', () => {
    expect(['plan', 'step', 'link', '0.clicks', '12.b.visitors'].every(isPlanParameter)).toBe(true);
    expect(['mode', 'clicks', 'b.clicks', 'solve', 'utm_source'].some(isPlanParameter)).toBe(false);
  });
});

describe('links that carry a plan', () => {
  it('splits a page’s address into its trail and its own inputs', () => {
    const { trail, own } = splitAddress(
      '?acquisitions=2000&plan=1&step=clicks-to-conversions&0.conversionRate=2.5&link=1.acquisitions.0.requiredClicks&marketingSpend=3000',
    );
    expect(own).toEqual([
      ['acquisitions', '2000'],
      ['marketingSpend', '3000'],
    ]);
    expect(trail.ok && trail.plan?.steps.map((s) => s.slug)).toEqual(['clicks-to-conversions']);
  });

  it('opens an earlier step as it was, with only the steps before it', () => {
    expect(stepHref(plan, 0)).toBe('/calculators/clicks-to-conversions?conversionRate=2.5&targetConversions=50');
    expect(stepHref(plan, 1)).toBe(
      '/calculators/cpa?marketingSpend=3000&acquisitions=2000&plan=1&step=clicks-to-conversions&0.conversionRate=2.5&0.targetConversions=50&link=1.acquisitions.0.requiredClicks',
    );
  });

  it('names the mode of a calculator with several, before the filled field', () => {
    const href = resultHref(undefined, plan.steps[1]!, 'cpa', { slug: 'break-even-point', mode: 'units', field: 'unitVariableCost' }, '60');
    expect(href).toBe(
      '/calculators/break-even-point?mode=units&unitVariableCost=60&plan=1&step=cpa&0.marketingSpend=3000&0.acquisitions=2000&link=1.unitVariableCost.0.cpa',
    );
  });

  it('"Use this result in…" opens the next calculator with the value filled and this page as the last step', () => {
    const first = resultHref(undefined, plan.steps[0]!, 'requiredClicks', { slug: 'cpa', field: 'acquisitions' }, '2000');
    expect(first).toBe(
      '/calculators/cpa?acquisitions=2000&plan=1&step=clicks-to-conversions&0.conversionRate=2.5&0.targetConversions=50&link=1.acquisitions.0.requiredClicks',
    );
    // Two steps behind, on the AOV page: AOV goes into CLV's Average Purchase Value.
    const aov = {
      slug: 'aov',
      params: [
        ['totalRevenue', '5000'],
        ['numberOrders', '100'],
      ] as [string, string][],
    };
    const third = resultHref(plan, aov, 'aov', { slug: 'clv', field: 'averagePurchaseValue' }, '50');
    const { trail, own } = splitAddress(third.slice(third.indexOf('?')));
    expect(third.startsWith('/calculators/clv?')).toBe(true);
    expect(own).toEqual([['averagePurchaseValue', '50']]);
    expect(trail.ok && trail.plan?.steps).toEqual([...plan.steps, aov]);
    expect(trail.ok && trail.plan?.links).toEqual([
      ...plan.links,
      { from: { step: 2, output: 'aov' }, to: { step: 3, field: 'averagePurchaseValue' } },
    ]);
  });
});
