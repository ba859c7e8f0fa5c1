/**
 * Solve for, on every mode of every calculator: each number field blanked,
 * the worked example's other inputs kept, the worked example's headline value
 * typed as the target the way a person would ("2.5" for 2.50%). Where the
 * example's own value comes back the expected text is that value; where it
 * cannot (the shown target is a rounding, or a count must round to reach it)
 * the comment works the answer out. The value itself reaches the target: at
 * least it when the start falls short, at most it when the start is above.
 */
import { describe, expect, it } from 'vitest';
import { definitions, registry } from '../../../../definitions';
import { findMode, type RawInputs } from '../../../../engine/calculate';
import { headlineOutput, solvableFields, solveFor } from '../../../../engine/explore';
import { outputWith, probeOf } from '../../../../engine/explore/goal-seek';
import { modeExampleInputs } from './mode-example';

interface Case {
  /** For a mode the worked example is not in: the name of that mode's example used instead. */
  example?: string;
  headline: string;
  target: string;
  /** The solved field's typed text, by field, and what the headline then shows. */
  solved: Record<string, [text: string, shown: string]>;
}

const cases: Record<string, Case> = {
  // 250 / 10,000 = 2.50%.
  'conversionRate/default': {
    headline: 'conversionRate',
    target: '2.5',
    solved: { visitors: ['10000', '2.50%'], conversions: ['250', '2.50%'] },
  },
  // (1,500 − 1,000) / 1,000 = 50%.
  'roi/default': { headline: 'roi', target: '50', solved: { investment: ['1000', '50.00%'], returns: ['1500', '50.00%'] } },
  // 500 / 100,000 × 1,000 = $5.00.
  'cpm/default': { headline: 'cpm', target: '5', solved: { adCost: ['500', '$5.00'], impressions: ['100000', '$5.00'] } },
  // 150 / 10,000 = 1.50%.
  'ctr/default': { headline: 'ctr', target: '1.5', solved: { impressions: ['10000', '1.50%'], clicks: ['150', '1.50%'] } },
  // 420 / 12,000 = 3.50%.
  'engagementRate/default': {
    headline: 'engagementRate',
    target: '3.5',
    solved: { followers: ['12000', '3.50%'], engagements: ['420', '3.50%'] },
  },
  // 120 × 3 × 4 = $1,440.
  'clv/default': {
    headline: 'clv',
    target: '1440',
    solved: {
      averagePurchaseValue: ['120', '$1,440.00'],
      purchaseFrequency: ['3', '$1,440.00'],
      customerLifespan: ['4', '$1,440.00'],
    },
  },
  // 4,500 / 1,000 = 4.50:1.
  'roas/default': { headline: 'roas', target: '4.5', solved: { adSpend: ['1000', '4.50:1'], revenue: ['4500', '4.50:1'] } },
  // 2,500 / 1,000 = $2.50.
  'cpc/default': { headline: 'cpc', target: '2.5', solved: { adSpend: ['2500', '$2.50'], clicks: ['1000', '$2.50'] } },
  // 5,000 / 125 = $40.
  'cpa/default': { headline: 'cpa', target: '40', solved: { marketingSpend: ['5000', '$40.00'], acquisitions: ['125', '$40.00'] } },
  // (15,000 + 10,000) / 200 = $125. A blank cost counts as 0, so the solve starts there.
  'cac/default': {
    headline: 'cac',
    target: '125',
    solved: { marketingCosts: ['15000', '$125.00'], salesCosts: ['10000', '$125.00'], newCustomers: ['200', '$125.00'] },
  },
  // 50 / 1,000 = 5.00%.
  'churnRate/default': {
    headline: 'churnRate',
    target: '5',
    solved: { startingCustomers: ['1000', '5.00%'], churnedCustomers: ['50', '5.00%'] },
  },
  // 25,000 / 300 = 83.333, shown $83.33, typed 83.33. Revenue 83.33 × 300 = $24,999 exactly. Orders: from above
  // (a start of 1 order is $25,000), at most 83.33: 25,000 / 83.33 = 300.01 → 301 ($83.06); 300 gives 83.333, over it.
  'aov/default': { headline: 'aov', target: '83.33', solved: { totalRevenue: ['24999', '$83.33'], numberOrders: ['301', '$83.06'] } },
  // (1,030 − 150) / 1,000 = 88%. Starting customers must be at least 1,030 − 150 = 880 (ending ≤ starting + new):
  // the solve starts from a value that rule allows, not from the other inputs being wrong.
  'retentionRate/default': {
    headline: 'retentionRate',
    target: '88',
    solved: { startingCustomers: ['1000', '88.00%'], newCustomers: ['150', '88.00%'], endingCustomers: ['1030', '88.00%'] },
  },
  // 5,000 / 200 = $25.
  'cpl/default': { headline: 'cpl', target: '25', solved: { marketingSpend: ['5000', '$25.00'], leadsGenerated: ['200', '$25.00'] } },
  // 2,150 / 5,000 = 43%.
  'videoCompletionRate/default': {
    headline: 'completionRate',
    target: '43',
    solved: { videoViews: ['5000', '43.00%'], completedViews: ['2150', '43.00%'] },
  },
  // 4,200 / 10,000 = 42%.
  'bounceRate/default': {
    headline: 'bounceRate',
    target: '42',
    solved: { totalVisits: ['10000', '42.00%'], singlePageVisits: ['4200', '42.00%'] },
  },
  // 500 / 4,000 = $0.125.
  'costPerEngagement/default': {
    headline: 'cpe',
    target: '0.125',
    solved: { campaignCost: ['500', '$0.125'], totalEngagements: ['4000', '$0.125'] },
  },
  // 12,345 / 100 = 123.45 s, shown 2m 3s, typed in the output's unit: 123 seconds. Duration 123 × 100 = 12,300 s (2m 3s).
  // Sessions: from above, at most 123 s: 12,345 / 123 = 100.37 → 101 (122.2 s, 2m 2s); 100 gives 123.45, over it.
  'avgSessionDuration/default': {
    headline: 'avgSessionDuration',
    target: '123',
    solved: { totalSessions: ['101', '2m 2s'], totalDuration: ['12300', '2m 3s'] },
  },
  // 1,800 / 450 = 4.00:1.
  'ltvCacRatio/default': {
    headline: 'ltvCacRatio',
    target: '4',
    solved: { customerLifetimeValue: ['1800', '4.00:1'], customerAcquisitionCost: ['450', '4.00:1'] },
  },
  // 50 / 2.5% = 2,000 clicks (no bands: the first value output).
  'clicksToConversions/default': {
    headline: 'requiredClicks',
    target: '2000',
    solved: { conversionRate: ['2.5', '2,000'], targetConversions: ['50', '2,000'] },
  },
  // (12,500 − 10,000) / 10,000 = +25%.
  'organicSearchTrafficGrowth/default': {
    headline: 'growthRate',
    target: '25',
    solved: { initialTraffic: ['10000', '+25.00%'], currentTraffic: ['12500', '+25.00%'] },
  },
  // 500 / 2% = 25,000 impressions (no bands: the first value output).
  'impressionsToClicks/default': {
    headline: 'requiredImpressions',
    target: '25000',
    solved: { ctr: ['2', '25,000'], targetClicks: ['500', '25,000'] },
  },
  // 2,500 / 10,000 = 25%.
  'paidTrafficShare/default': {
    headline: 'paidTrafficShare',
    target: '25',
    solved: { paidSessions: ['2500', '25.00%'], totalSessions: ['10000', '25.00%'] },
  },
  // 40 / 500 = 8%.
  'leadToConversionRate/default': {
    headline: 'conversionRate',
    target: '8',
    solved: { totalLeads: ['500', '8.00%'], conversions: ['40', '8.00%'] },
  },
  // (100,000 − 85,000) / 100,000 = 15%.
  'profitMargin/default': {
    headline: 'profitMargin',
    target: '15',
    solved: { revenue: ['100000', '15.00%'], costs: ['85000', '15.00%'] },
  },
  // 10,000 / (50 − 20) = 333.33, shown rounded up: 334. The value itself reaches 334: fixed costs 334 × 30 = $10,020;
  // price 20 + 10,000 / 334 = 49.9401 → at most $49.94 (334.001, shown 335); variable cost 50 − 29.9401 = 20.0599 →
  // at least $20.06 (the same 29.94 margin, 335).
  'breakEvenPoint/units': {
    headline: 'breakEvenUnits',
    target: '334',
    solved: { fixedCosts: ['10020', '334'], unitPrice: ['49.94', '335'], unitVariableCost: ['20.06', '335'] },
  },
  // The worked example is in the units tab; this tab's own: 10,000 / 60% = 16,666.67, shown rounded up: $16,667.
  // Fixed costs 16,667 × 60% = $10,000.20; ratio 10,000 / 16,667 = 59.9988% → at least 60% (16,666.67, under 16,667).
  'breakEvenPoint/revenue': {
    example: 'revenue tab: worked example',
    headline: 'breakEvenRevenue',
    target: '16667',
    solved: { revFixedCosts: ['10000.2', '$16,667'], contributionMarginRatio: ['60', '$16,667'] },
  },
  // 6,000 / 10,000 = 60% used − 50% passed = +10%. The budget must be at least the $6,000 spent.
  'budgetPacing/default': {
    headline: 'pacingVariance',
    target: '10',
    solved: { totalBudget: ['10000', '+10.00 pp'], currentSpend: ['6000', '+10.00 pp'], percentTimePassed: ['50', '+10.00 pp'] },
  },
  // 150,000 / 50,000 = 3.00:1.
  'marketingEfficiencyRatio/default': {
    headline: 'marketingEfficiencyRatio',
    target: '3',
    solved: { totalRevenue: ['150000', '3.00:1'], marketingSpend: ['50000', '3.00:1'] },
  },
  // The banded output is the annualized rate, which for a yearly period is the growth itself: 250,000 / 200,000 − 1 = 25%.
  // It is not shown for a year, so the check reads the growth rate.
  'revenueGrowthRate/default': {
    headline: 'annualizedRate',
    target: '25',
    solved: { currentRevenue: ['250000', '+25.00%'], previousRevenue: ['200000', '+25.00%'] },
  },
  // 50,000 / 1,000 = $50.
  'customerRetentionCost/total': {
    headline: 'crc',
    target: '50',
    solved: { retentionBudget: ['50000', '$50.00'], activeCustomers: ['1000', '$50.00'] },
  },
  // The worked example is in the total tab; this tab's own: (4,000 + 6,000 + 1,500 + 2,500 + 1,000) / 120 = $125.
  // A blank cost counts as 0, so each solve starts there.
  'customerRetentionCost/detailed': {
    example: 'detailed: every category filled',
    headline: 'crc',
    target: '125',
    solved: {
      loyaltyProgramCost: ['4000', '$125.00'],
      customerSupportCost: ['6000', '$125.00'],
      contentCreationCost: ['1500', '$125.00'],
      productImprovementCost: ['2500', '$125.00'],
      customerEngagementCost: ['1000', '$125.00'],
      activeCustomers: ['120', '$125.00'],
    },
  },
};

const allModes = definitions.flatMap((d) => d.calculator.modes.map((m) => `${d.key}/${m.id}`));

/** The worked example's inputs, or for a mode it is not in, that mode's named example. */
function inputsOf(key: string, modeId: string, example?: string): RawInputs {
  const definition = registry[key]!;
  const check = definition.content.formula.example.check;
  if (example) return definition.examples.find((e) => e.name === example)!.inputs;
  expect(findMode(definition, check.mode).id).toBe(modeId);
  return check.inputs;
}

describe('solveFor', () => {
  it('has its hand-worked cases on modes of the registry, each with every number field of its mode', () => {
    expect(Object.keys(cases).filter((name) => !allModes.includes(name))).toEqual([]);
    for (const [name, { solved }] of Object.entries(cases)) {
      const [key, modeId] = name.split('/') as [string, string];
      expect(Object.keys(solved), name).toEqual(solvableFields(findMode(registry[key]!, modeId)).map((f) => f.id));
    }
  });

  describe.each(Object.entries(cases))('%s at its worked example', (name, { example, headline, target, solved }) => {
    const [key, modeId] = name.split('/') as [string, string];
    const definition = registry[key]!;
    const mode = findMode(definition, modeId);

    it(`aims at ${headline}`, () => {
      expect(headlineOutput(mode)?.id).toBe(headline);
    });

    it.each(Object.entries(solved))(`solves %s for ${target}`, (fieldId, [text, shown]) => {
      const inputs = { ...inputsOf(key, modeId, example), [fieldId]: '' };
      const result = solveFor(definition, modeId, inputs, fieldId, target);
      expect(result.ok && { field: result.field, text: result.text, value: result.value }).toEqual({
        field: fieldId,
        text,
        value: Number(text),
      });
      if (!result.ok) return;
      expect(result.inputs).toEqual({ ...inputs, [fieldId]: text });
      // Revenue growth's yearly annualized rate is hidden: the growth rate beside it shows the same number.
      const shownId = headline === 'annualizedRate' ? 'growthRate' : headline;
      const output = result.result.outputs.find((o) => o.id === shownId);
      expect(output?.kind === 'value' && output.text).toBe(shown);
    });
  });

  /*
   * Every mode of every calculator, a new definition's too (the hand-worked cases above cover the 30 published
   * ones): at the mode's example, each number field blanked and solved for the example's own headline value comes
   * to a value on the field's grid whose headline reaches that value within one grid step either way.
   */
  describe.each(definitions.flatMap((d) => d.calculator.modes.map((mode) => [`${d.key}/${mode.id}`, d, mode] as const)))(
    '%s, from its example',
    (_name, definition, mode) => {
      const headline = headlineOutput(mode)!;
      const base = modeExampleInputs(definition, mode);
      const probe = probeOf(definition, mode.id, base)!;
      const headlineAt = (field: string, value: number) => outputWith(probe, { [field]: value }, headline.id);
      it.each(solvableFields(mode).map((f) => [f.id, f] as const))('solves %s back to the example', (fieldId, field) => {
        const example = Number(base[fieldId]?.replace(/[$,%\s]/g, '') || 0);
        const target = headlineAt(fieldId, example).value;
        // A field the headline does not depend on cannot be solved for; the message says so, tested below.
        if (headlineAt(fieldId, example * 2 + 1).value === target) return;
        const result = solveFor(definition, mode.id, { ...base, [fieldId]: '' }, fieldId, String(target));
        expect(result.ok, result.ok ? '' : result.message).toBe(true);
        if (!result.ok) return;
        const step = field.parse === 'integer' ? 1 : 0.01;
        const around = [result.value - step, result.value, result.value + step].map((v) => headlineAt(fieldId, v));
        const values = around.filter((a) => a.valid).map((a) => a.value);
        expect(Math.min(...values) - 1e-9, `${fieldId} = ${result.text}`).toBeLessThanOrEqual(target);
        expect(Math.max(...values) + 1e-9, `${fieldId} = ${result.text}`).toBeGreaterThanOrEqual(target);
      });
    },
  );

  describe('targets as people type them', () => {
    it('accepts "%", "$" and thousands separators', () => {
      const rate = solveFor(registry.conversionRate!, undefined, { visitors: '1,000', conversions: '' }, 'conversions', '2.5%');
      // 2.5% × 1,000 = 25.
      expect(rate.ok && rate.text).toBe('25');
      const cpc = solveFor(registry.cpc!, undefined, { adSpend: '', clicks: '1000' }, 'adSpend', '$1.49');
      // $1.49 × 1,000 = $1,490.
      expect(cpc.ok && cpc.text).toBe('1490');
    });

    it('replaces a value already in the field: the acceptance case, 15 conversions at 1,000 visitors, solved for 2% on visitors', () => {
      // 15 / 2% = 750.
      const result = solveFor(registry.conversionRate!, undefined, { visitors: '1000', conversions: '15' }, 'visitors', '2');
      expect(result.ok && [result.text, result.result.band?.label]).toEqual(['750', 'Good']);
    });
  });

  describe('messages', () => {
    it('a target that is not a number', () => {
      expect(solveFor(registry.conversionRate!, undefined, { visitors: '1000', conversions: '' }, 'conversions', 'abc')).toEqual({
        ok: false,
        message: 'Please enter the target as a number.',
      });
    });

    it.each<[string, string, RawInputs, string, string, string]>([
      [
        'conversionRate',
        'visitors 0',
        { visitors: '0', conversions: '' },
        'conversions',
        '2.5',
        'Total visitors must be greater than zero',
      ],
      [
        'conversionRate',
        'visitors not a number',
        { visitors: 'abc', conversions: '' },
        'conversions',
        '2.5',
        'Please enter valid numbers for both fields',
      ],
      [
        'conversionRate',
        'conversions not a number',
        { visitors: '', conversions: 'abc' },
        'visitors',
        '2.5',
        'Please enter valid numbers for both fields',
      ],
      [
        'cpc',
        'a negative spend',
        { adSpend: '-5', clicks: '' },
        'clicks',
        '1.5',
        'Please enter a valid advertising cost (must be a positive number).',
      ],
      [
        'budgetPacing',
        'time passed above 100%',
        { totalBudget: '10000', currentSpend: '', percentTimePassed: '150' },
        'currentSpend',
        '10',
        'Please enter a valid percentage of time passed (must be between 1 and 100).',
      ],
    ])('other inputs failing a rule: %s with %s', (key, _, raw, fieldId, target, message) => {
      expect(solveFor(registry[key]!, undefined, raw, fieldId, target)).toEqual({ ok: false, message });
    });

    it('an output no value of the field moves: ROI on no returns is −100% whatever is invested', () => {
      expect(solveFor(registry.roi!, undefined, { investment: '', returns: '0' }, 'investment', '50')).toEqual({
        ok: false,
        message: 'No valid investment gives 50.00% with the other inputs as they are.',
      });
    });

    it('every reaching value forbidden by a rule: a CAC of $40 would need −$2,000 of marketing costs', () => {
      // (m + 10,000) / 200 ≤ 40 → m ≤ −2,000; costs must be 0 or more.
      expect(
        solveFor(registry.cac!, undefined, { marketingCosts: '', salesCosts: '10000', newCustomers: '200' }, 'marketingCosts', '40'),
      ).toEqual({
        ok: false,
        message: 'No valid marketing costs gives $40.00 with the other inputs as they are.',
      });
      // 150% of 100 visitors is 150 conversions, more than the visitors.
      expect(solveFor(registry.conversionRate!, undefined, { visitors: '100', conversions: '' }, 'conversions', '150')).toEqual({
        ok: false,
        message: 'No valid conversions gives 150.00% with the other inputs as they are.',
      });
    });

    it('a field that is not a number field of the mode', () => {
      const choose = { ok: false, message: 'Choose one of the inputs to solve for.' };
      expect(solveFor(registry.conversionRate!, undefined, { visitors: '100', conversions: '' }, 'noSuchField', '2')).toEqual(choose);
      expect(solveFor(registry.churnRate!, undefined, { startingCustomers: '1000', churnedCustomers: '50' }, 'timePeriod', '2')).toEqual(
        choose,
      );
    });
  });
});
