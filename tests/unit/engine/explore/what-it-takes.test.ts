/**
 * What it takes to reach the next better band, for every banded mode at its
 * worked example, with every number worked out by hand from the definition's
 * output expression and band thresholds. The rules the sentences follow:
 * - the target is the next better band's lower bound on the output's display
 *   grid (going up; the bound plus one step when it is exclusive), or the last
 *   grid value below the current band's start (going down; the start itself
 *   when it is exclusive): CPC's Good is "$1.49";
 * - the value itself, not its rounding, reaches the target; counts round
 *   toward reaching it, decimals settle on cents;
 * - an answer a rule forbids, or a field cannot hold, is left out;
 * - floors come before "at most" ceilings, each in the form's order;
 * - in the best band: "You are in the best band, X.".
 */
import { describe, expect, it } from 'vitest';
import { definitions, registry } from '../../../../definitions';
import { findMode, type RawInputs } from '../../../../engine/calculate';
import type { CalculatorDefinition } from '../../../../engine/definition';
import { outputWith, probeOf } from '../../../../engine/explore/goal-seek';
import { listOf, solvableFields, whatItTakes } from '../../../../engine/explore';
import { modeExampleInputs } from './mode-example';

/** A mode's worked example inputs; for a mode the worked example is not in, the named example of that mode. */
function exampleInputs(definition: CalculatorDefinition, modeId: string, exampleName?: string): RawInputs {
  const check = definition.content.formula.example.check;
  if (!exampleName) {
    expect(findMode(definition, check.mode).id).toBe(modeId);
    return check.inputs;
  }
  return definition.examples.find((e) => e.name === exampleName)!.inputs;
}

/** Every banded mode, by "key/mode": the sentence at its worked example. */
const atWorkedExample: Record<string, { example?: string; sentence: string }> = {
  // 250 / 10,000 = 2.50%, Good. Excellent starts at 5%: 5% × 10,000 = 500 conversions; 250 / 5% = 5,000 visitors.
  'conversionRate/default': {
    sentence: 'To reach Excellent (5.00%): 500 conversions at 10,000 visitors, or at most 5,000 visitors at 250 conversions.',
  },
  // (1,500 − 1,000) / 1,000 = 50%, Good. Excellent starts at 100%: returns 2 × 1,000 = $2,000; investment 1,500 / 2 = $750.
  'roi/default': {
    sentence: 'To reach Excellent (100.00%): $2,000 returns at $1,000 investment, or at most $750 investment at $1,500 returns.',
  },
  // 500 / 100,000 × 1,000 = $5.00, Average (lower is better). Low to Moderate ends below $5: target $4.99.
  // Impressions 500,000 / 4.99 = 100,200.4 → 100,201 (100,200 gives $4.990019); ad cost 4.99 × 100 = $499.
  'cpm/default': {
    sentence: 'To reach Low to Moderate ($4.99): 100,201 impressions at $500 ad cost, or at most $499 ad cost at 100,000 impressions.',
  },
  // 150 / 10,000 = 1.50%, Good. Very Good starts at 2%: 2% × 10,000 = 200 clicks; 150 / 2% = 7,500 impressions.
  'ctr/default': {
    sentence: 'To reach Very Good (2.00%): 200 clicks at 10,000 impressions, or at most 7,500 impressions at 150 clicks.',
  },
  // 420 / 12,000 = 3.50%, Good. Excellent starts at 6%: 6% × 12,000 = 720 engagements; 420 / 6% = 7,000 followers.
  'engagementRate/default': {
    sentence: 'To reach Excellent (6.00%): 720 engagements at 12,000 followers, or at most 7,000 followers at 420 engagements.',
  },
  // 120 × 3 × 4 = $1,440, Excellent. Outstanding starts at $5,000: 5,000 / 12 = 416.667 → $416.67 (416.66 × 12 = 4,999.92);
  // 5,000 / 480 = 10.4167 → 10.42 (10.41 × 480 = 4,996.80); 5,000 / 360 = 13.889 → 13.89 (13.88 × 360 = 4,996.80).
  'clv/default': {
    sentence:
      'To reach Outstanding ($5,000.00): $416.67 average purchase value at 3 purchases a year and 4 years of customer lifespan, ' +
      '10.42 purchases a year at $120 average purchase value and 4 years of customer lifespan, ' +
      'or 13.89 years of customer lifespan at $120 average purchase value and 3 purchases a year.',
  },
  // 4,500 / 1,000 = 4.50:1, Excellent. Exceptional starts at 8: revenue 8 × 1,000 = $8,000; ad spend 4,500 / 8 = $562.50.
  'roas/default': {
    sentence: 'To reach Exceptional (8.00:1): $8,000 revenue at $1,000 ad spend, or at most $562.50 ad spend at $4,500 revenue.',
  },
  // 2,500 / 1,000 = $2.50, Moderate (lower is better). Good ends below $1.50: target $1.49.
  // Clicks 2,500 / 1.49 = 1,677.85 → 1,678 (1,677 gives $1.4908); ad spend 1.49 × 1,000 = $1,490.
  'cpc/default': {
    sentence: 'To reach Good ($1.49): 1,678 clicks at $2,500 ad spend, or at most $1,490 ad spend at 1,000 clicks.',
  },
  // 5,000 / 125 = $40, Reasonable. Very Good ends below $25: target $24.99.
  // Acquisitions 5,000 / 24.99 = 200.08 → 201 (200 gives $25.00); spend 24.99 × 125 = $3,123.75.
  'cpa/default': {
    sentence:
      'To reach Very Good ($24.99): 201 acquisitions at $5,000 marketing spend, or at most $3,123.75 marketing spend at 125 acquisitions.',
  },
  // (15,000 + 10,000) / 200 = $125, Moderate. Good ends below $50: target $49.99. Customers 25,000 / 49.99 = 500.1 → 501.
  // Total cost at most 49.99 × 200 = $9,998: marketing costs −$2 or sales costs −$5,002, both forbidden (costs must be
  // 0 or more), so both are left out.
  'cac/default': {
    sentence: 'To reach Good ($49.99): 501 new customers acquired at $15,000 marketing costs and $10,000 sales costs.',
  },
  // 50 / 1,000 = 5.00%, Acceptable (lower is better). Good ends below 5%: target 4.99%.
  // Starting 50 / 4.99% = 1,002.004 → 1,003 (1,002 gives 4.99002%); churned 4.99% × 1,000 = 49.9 → 49.
  'churnRate/default': {
    sentence:
      'To reach Good (4.99%): 1,003 starting customers at 50 churned customers, or at most 49 churned customers at 1,000 starting customers.',
  },
  // 25,000 / 300 = $83.33, Good. Very Good starts at $100: revenue 100 × 300 = $30,000; orders 25,000 / 100 = 250.
  'aov/default': {
    sentence: 'To reach Very Good ($100.00): $30,000 revenue at 300 orders, or at most 250 orders at $25,000 revenue.',
  },
  // (1,030 − 150) / 1,000 = 88%, Excellent. Exceptional starts at 95%: ending 950 + 150 = 1,100 (at most 1,000 + 150);
  // starting 880 / 95% = 926.3 → 926 (927 gives 94.93%); new 1,030 − 950 = 80.
  'retentionRate/default': {
    sentence:
      'To reach Exceptional (95.00%): 1,100 ending customers at 1,000 starting customers and 150 new customers, ' +
      'at most 926 starting customers at 150 new customers and 1,030 ending customers, ' +
      'or at most 80 new customers at 1,000 starting customers and 1,030 ending customers.',
  },
  // 5,000 / 200 = $25, Moderate. Good ends below $20: target $19.99. Leads 5,000 / 19.99 = 250.13 → 251; spend 19.99 × 200 = $3,998.
  'cpl/default': {
    sentence:
      'To reach Good ($19.99): 251 leads generated at $5,000 marketing spend, or at most $3,998 marketing spend at 200 leads generated.',
  },
  // 2,150 / 5,000 = 43%, Average. Very Good starts at 60%: 60% × 5,000 = 3,000 completed; 2,150 / 60% = 3,583.3 → 3,583 views.
  'videoCompletionRate/default': {
    sentence:
      'To reach Very Good (60.00%): 3,000 completed views at 5,000 video views, or at most 3,583 video views at 2,150 completed views.',
  },
  // 4,200 / 10,000 = 42%, Good (lower is better). Excellent ends below 40%: target 39.99%.
  // Visits 4,200 / 39.99% = 10,502.6 → 10,503 (10,502 gives 39.9924%); single-page 39.99% × 10,000 = 3,999.
  'bounceRate/default': {
    sentence:
      'To reach Excellent (39.99%): 10,503 visits at 4,200 single-page visits, or at most 3,999 single-page visits at 10,000 visits.',
  },
  // 500 / 4,000 = $0.125 (three decimals), Good. Excellent ends below $0.05: target $0.049.
  // Engagements 500 / 0.049 = 10,204.08 → 10,205; cost 0.049 × 4,000 = $196.
  'costPerEngagement/default': {
    sentence: 'To reach Excellent ($0.049): 10,205 engagements at $500 campaign cost, or at most $196 campaign cost at 4,000 engagements.',
  },
  // 12,345 / 100 = 123.45 s, shown 2m 3s, Moderate. Good starts at 180 s (3m 0s): 180 × 100 = 18,000 seconds;
  // sessions 12,345 / 180 = 68.58 → 68 (69 gives 178.9 s).
  'avgSessionDuration/default': {
    sentence:
      'To reach Good (3m 0s): 18,000 seconds of session time at 100 sessions, or at most 68 sessions at 12,345 seconds of session time.',
  },
  // 1,800 / 450 = 4.00:1, Healthy. Excellent starts at 5: LTV 5 × 450 = $2,250; CAC 1,800 / 5 = $360.
  'ltvCacRatio/default': {
    sentence:
      'To reach Excellent (5.00:1): $2,250 customer lifetime value at $450 customer acquisition cost, ' +
      'or at most $360 customer acquisition cost at $1,800 customer lifetime value.',
  },
  // (12,500 − 10,000) / 10,000 = +25%, Healthy Growth. Substantial starts at 30%: current 1.3 × 10,000 = 13,000;
  // initial 12,500 / 1.3 = 9,615.385 → 9,615.38 (9,615.39 × 1.3 = 12,500.007, over 12,500).
  'organicSearchTrafficGrowth/default': {
    sentence:
      'To reach Substantial Growth (+30.00%): 13,000 current sessions at 10,000 initial sessions, ' +
      'or at most 9,615.38 initial sessions at 12,500 current sessions.',
  },
  // 2,500 / 10,000 = 25%: Healthy, the best band of this two-sided scale.
  'paidTrafficShare/default': { sentence: 'You are in the best band, Healthy.' },
  // 40 / 500 = 8%, Average. Good starts at 10%: 10% × 500 = 50 conversions; 40 / 10% = 400 leads.
  'leadToConversionRate/default': {
    sentence: 'To reach Good (10.00%): 50 conversions at 500 leads, or at most 400 leads at 40 conversions.',
  },
  // (100,000 − 85,000) / 100,000 = 15%, Healthy. Strong starts at 20%: revenue 85,000 / 0.8 = $106,250; costs 0.8 × 100,000 = $80,000.
  'profitMargin/default': {
    sentence: 'To reach Strong (20.00%): $106,250 revenue at $85,000 costs, or at most $80,000 costs at $100,000 revenue.',
  },
  // 6,000 / 10,000 = 60% used − 50% passed = +10%, Moderate Overspending (above 5, at most 10). On Track is the band
  // below, whose top (5) is this band's exclusive start: target +5%. Budget 6,000 / 55% = 10,909.09 → $10,909.10
  // (10,909.09 gives +5.0000046%); time 60 − 5 = 55%; spend 55% × 10,000 = $5,500.
  'budgetPacing/default': {
    sentence:
      'To reach On Track (+5.00 pp): $10,909.10 budget at $6,000 current spend and 50% of the period passed, ' +
      '55% of the period passed at $10,000 budget and $6,000 current spend, ' +
      'or at most $5,500 current spend at $10,000 budget and 50% of the period passed.',
  },
  // 150,000 / 50,000 = 3.00:1, Healthy. Excellent starts at 4: revenue 4 × 50,000 = $200,000; spend 150,000 / 4 = $37,500.
  'marketingEfficiencyRatio/default': {
    sentence:
      'To reach Excellent (4.00:1): $200,000 revenue at $50,000 marketing spend, or at most $37,500 marketing spend at $150,000 revenue.',
  },
  // Yearly, so annualized = growth = (250,000 − 200,000) / 200,000 = +25%, Excellent Growth. Exceptional starts at 50%:
  // current 1.5 × 200,000 = $300,000; previous 250,000 / 1.5 = 166,666.67 → $166,666.66 (166,666.67 gives 49.999998%).
  'revenueGrowthRate/default': {
    sentence:
      'To reach Exceptional Growth (+50.00%): $300,000 current revenue at $200,000 previous revenue, ' +
      'or at most $166,666.66 previous revenue at $250,000 current revenue.',
  },
  // 50,000 / 1,000 = $50, Moderate (lower is better). Relatively Low ends below $50: target $49.99.
  // Customers 50,000 / 49.99 = 1,000.2 → 1,001; budget 49.99 × 1,000 = $49,990.
  'customerRetentionCost/total': {
    sentence:
      'To reach Relatively Low ($49.99): 1,001 active customers at $50,000 retention budget, ' +
      'or at most $49,990 retention budget at 1,000 active customers.',
  },
  // The worked example is in the total tab; this tab's own example: (4,000 + 6,000 + 1,500 + 2,500 + 1,000) / 120 = $125,
  // Moderate. Target $49.99: customers 15,000 / 49.99 = 300.06 → 301. A total of at most 49.99 × 120 = $5,998.80 would
  // need any one cost below 0 (the others alone are $11,000 or more), which the fields cannot hold: typing drops the minus.
  'customerRetentionCost/detailed': {
    example: 'detailed: every category filled',
    sentence:
      'To reach Relatively Low ($49.99): 301 active customers at $4,000 loyalty program cost, $6,000 customer support cost, ' +
      '$1,500 content creation cost, $2,500 product improvement cost and $1,000 customer engagement cost.',
  },
};

const bandedModes = definitions.flatMap((d) => d.calculator.modes.filter((m) => m.bands).map((m) => `${d.key}/${m.id}`));

describe('whatItTakes', () => {
  // Every banded mode, a new definition's too, is held by goal-seek-property.test.ts; these are worked by hand.
  it('has its hand-worked cases on banded modes of the registry', () => {
    expect(Object.keys(atWorkedExample).filter((name) => !bandedModes.includes(name))).toEqual([]);
  });

  describe('at each worked example', () => {
    it.each(Object.entries(atWorkedExample))('%s', (name, { example, sentence }) => {
      const [key, modeId] = name.split('/') as [string, string];
      const definition = registry[key]!;
      expect(whatItTakes(definition, modeId, exampleInputs(definition, modeId, example))?.sentence).toBe(sentence);
    });
  });

  it('the acceptance case: conversion rate at 1,000 visitors and 15 conversions', () => {
    // 15 / 1,000 = 1.50%, Fair. Good starts at 2%: 2% × 1,000 = 20 conversions; 15 / 2% = 750 visitors.
    const takes = whatItTakes(registry.conversionRate!, 'default', { visitors: '1000', conversions: '15' });
    expect(takes).toEqual({
      kind: 'next',
      band: 'Good',
      goal: { output: 'conversionRate', bound: 'atLeast', target: 2 },
      targetText: '2.00%',
      answers: [
        { field: 'conversions', value: 20, bound: 'atLeast', text: '20 conversions at 1,000 visitors' },
        { field: 'visitors', value: 750, bound: 'atMost', text: 'at most 750 visitors at 15 conversions' },
      ],
      sentence: 'To reach Good (2.00%): 20 conversions at 1,000 visitors, or at most 750 visitors at 15 conversions.',
    });
  });

  it('CPC, lower is better: the next band is a lower cost, its goal "at most" the last cent below the band', () => {
    const takes = whatItTakes(registry.cpc!, undefined, { adSpend: '2500', clicks: '1000' });
    expect(takes?.kind === 'next' && takes.goal).toEqual({ output: 'cpc', bound: 'atMost', target: 1.49 });
    // More clicks lower the cost (a floor), less spend lowers it (a ceiling).
    expect(takes?.kind === 'next' && takes.answers.map((a) => [a.field, a.value, a.bound])).toEqual([
      ['clicks', 1678, 'atLeast'],
      ['adSpend', 1490, 'atMost'],
    ]);
  });

  describe('budget pacing (better in the middle) reaches On Track from both sides', () => {
    it('overspending: the worked example, +10%', () => {
      const takes = whatItTakes(registry.budgetPacing!, undefined, { totalBudget: '10000', currentSpend: '6000', percentTimePassed: '50' });
      expect(takes?.kind === 'next' && [takes.band, takes.goal]).toEqual([
        'On Track',
        { output: 'pacingVariance', bound: 'atMost', target: 5 },
      ]);
    });

    it('underspending: 4,000 of 10,000 at half time is −10%, Moderate Underspending', () => {
      // On Track starts at −5% (inclusive): spend 45% × 10,000 = $4,500; budget 4,000 / 45% = 8,888.89 → $8,888.88
      // (8,888.89 gives −5.0000005%); time 40 + 5 = 45%.
      expect(
        whatItTakes(registry.budgetPacing!, undefined, { totalBudget: '10000', currentSpend: '4000', percentTimePassed: '50' })?.sentence,
      ).toBe(
        'To reach On Track (-5.00 pp): $4,500 current spend at $10,000 budget and 50% of the period passed, ' +
          'at most $8,888.88 budget at $4,000 current spend and 50% of the period passed, ' +
          'or at most 45% of the period passed at $10,000 budget and $4,000 current spend.',
      );
    });

    it('from Significant Overspending the next band is Moderate Overspending, whose top is the exclusive +10%', () => {
      // 6,001 / 10,000 = 60.01% − 50 = +10.01% (above 10). Target +10% itself: budget 6,001 / 60% = 10,001.667 → $10,001.67;
      // time 60.01 − 10 = 50.01%; spend 60% × 10,000 = $6,000.
      expect(
        whatItTakes(registry.budgetPacing!, undefined, { totalBudget: '10000', currentSpend: '6001', percentTimePassed: '50' })?.sentence,
      ).toBe(
        'To reach Moderate Overspending (+10.00 pp): $10,001.67 budget at $6,001 current spend and 50% of the period passed, ' +
          '50.01% of the period passed at $10,000 budget and $6,001 current spend, ' +
          'or at most $6,000 current spend at $10,000 budget and 50% of the period passed.',
      );
    });
  });

  it('going up into a band with an exclusive start aims one step above it: revenue growth, Slight Decline above −5%', () => {
    // 9,000 / 10,000 − 1 = −10%, Moderate Decline. Target −4.99%: current 10,000 × 0.9501 = $9,501;
    // previous 9,000 / 0.9501 = 9,472.687 → $9,472.68.
    expect(
      whatItTakes(registry.revenueGrowthRate!, undefined, { currentRevenue: '9000', previousRevenue: '10000', periodType: 'Year' })
        ?.sentence,
    ).toBe(
      'To reach Slight Decline (-4.99%): $9,501 current revenue at $10,000 previous revenue, or at most $9,472.68 previous revenue at $9,000 current revenue.',
    );
  });

  it('leaves out a field whose answer a rule forbids: retention would need −1 new customers', () => {
    // (39 − 0) / 100 = 39%, Very Low. Concerning starts at 40%: ending 40; starting 39 / 40% = 97.5 → 97;
    // new customers 39 − 40 = −1, and new customers must be 0 or more.
    const takes = whatItTakes(registry.retentionRate!, undefined, {
      startingCustomers: '100',
      newCustomers: '0',
      endingCustomers: '39',
      timePeriod: 'Month',
    });
    expect(takes?.sentence).toBe(
      'To reach Concerning (40.00%): 40 ending customers at 100 starting customers and 0 new customers, ' +
        'or at most 97 starting customers at 0 new customers and 39 ending customers.',
    );
  });

  it('leaves out a field that no value moves to the target: ROI on no returns is −100% whatever is invested', () => {
    // (0 − i) / i = −100% for every investment i > 0. Positive but Low starts at 0%: returns ≥ 1,000.
    expect(whatItTakes(registry.roi!, undefined, { investment: '1000', returns: '0' })?.sentence).toBe(
      'To reach Positive but Low (0.00%): $1,000 returns at $1,000 investment.',
    );
  });

  it('no banded output ignores one of its number fields, so no answer is left out for that reason', () => {
    for (const definition of definitions) {
      for (const mode of definition.calculator.modes.filter((m) => m.bands)) {
        const probe = probeOf(definition, mode.id, modeExampleInputs(definition, mode))!;
        const now = outputWith(probe, {}, mode.bands!.of).value;
        for (const field of solvableFields(mode)) {
          const moved = outputWith(probe, { [field.id]: probe.scope[field.id]! * 2 + 1 }, mode.bands!.of).value;
          expect(moved, `${definition.key}/${mode.id}: ${field.id}`).not.toBe(now);
        }
      }
    }
  });

  describe('an answer just short of a forbidden value is found (an output dividing by the field grows toward its 0)', () => {
    it('ROI on $10 of returns: at most $10 invested reaches 0%', () => {
      // (10 − 100,000) / 100,000 = −99.99%, Negative. 0% needs returns ≥ $100,000, or investment ≤ returns = $10.
      expect(whatItTakes(registry.roi!, undefined, { investment: '100000', returns: '10' })?.sentence).toBe(
        'To reach Positive but Low (0.00%): $100,000 returns at $100,000 investment, or at most $10 investment at $10 returns.',
      );
    });

    it('organic traffic down to 100 from 10,000: at most 125 initial sessions reach −20%', () => {
      // (100 − 10,000) / 10,000 = −99%, Significant Decrease. Decrease starts at −20%: current 0.8 × 10,000 = 8,000;
      // initial 100 / 0.8 = 125.
      expect(
        whatItTakes(registry.organicSearchTrafficGrowth!, undefined, { initialTraffic: '10000', currentTraffic: '100' })?.sentence,
      ).toBe(
        'To reach Decrease (-20.00%): 8,000 current sessions at 10,000 initial sessions, or at most 125 initial sessions at 100 current sessions.',
      );
    });

    it('budget pacing with $10 spent of $1,000,000: at most $28.57 budget (still above the spend) reaches −15%', () => {
      // 0.001% used − 50% = −49.999%, Significant Underspending. −15% needs spend 35% × 1,000,000 = $350,000,
      // budget 10 / 35% = 28.571 → $28.57 (at least the $10 spent), or time 0.001 + 15 → at most 15% (15.001 → 15.00).
      expect(
        whatItTakes(registry.budgetPacing!, undefined, { totalBudget: '1000000', currentSpend: '10', percentTimePassed: '50' })?.sentence,
      ).toBe(
        'To reach Moderate Underspending (-15.00 pp): $350,000 current spend at $1,000,000 budget and 50% of the period passed, ' +
          'at most $28.57 budget at $10 current spend and 50% of the period passed, ' +
          'or at most 15% of the period passed at $1,000,000 budget and $10 current spend.',
      );
    });
  });

  it('on a two-sided scale, leaves out a count whose next step passes over the band sought', () => {
    // 1 of 3 sessions paid = 33.33%, Moderate; Healthy (the best) ends below 30%: target 29.99%.
    // Paid 3 × 29.99% = 0.9 → 0, which is 0%: Very Low, past Healthy, so left out. Total 1 / 29.99% = 3.33 → 4 (25%).
    expect(whatItTakes(registry.paidTrafficShare!, undefined, { paidSessions: '1', totalSessions: '3' })?.sentence).toBe(
      'To reach Healthy (29.99%): 4 traffic sessions at 1 paid traffic session.',
    );
  });

  it('is undefined without bands or when the inputs fail a rule', () => {
    expect(whatItTakes(registry.clicksToConversions!, undefined, { conversionRate: '2.5', targetConversions: '50' })).toBeUndefined();
    expect(whatItTakes(registry.conversionRate!, undefined, { visitors: '100', conversions: '101' })).toBeUndefined();
    expect(whatItTakes(registry.conversionRate!, undefined, { visitors: '', conversions: '5' })).toBeUndefined();
  });

  it('lists with commas and "and"', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b'])).toBe('a and b');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
