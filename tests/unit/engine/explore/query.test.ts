/** Solve for and scenario B in the address (engine/explore/query.ts). */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../definitions';
import { exploreFromQuery, exploreQueryOf } from '../../../../engine/explore';

const conversionRate = registry.conversionRate!;
const breakEven = registry.breakEvenPoint!;

describe('explore state in the address', () => {
  it('writes inputs, then solve and target, then scenario B, and reads them back', () => {
    const query = exploreQueryOf(
      conversionRate,
      'default',
      { visitors: '1000', conversions: '15' },
      { solve: { field: 'conversions', target: '2.5' }, compare: { visitors: '1000', conversions: '20' } },
    );
    expect(query).toBe('?visitors=1000&conversions=15&solve=conversions&target=2.5&b.visitors=1000&b.conversions=20');
    expect(exploreFromQuery(conversionRate, 'default', query)).toEqual({
      solve: { field: 'conversions', target: '2.5' },
      compare: { visitors: '1000', conversions: '20' },
    });
  });

  it('ignores a solve naming no number field, or without a target', () => {
    expect(exploreFromQuery(conversionRate, 'default', '?solve=nothing&target=2')).toEqual({});
    expect(exploreFromQuery(conversionRate, 'default', '?solve=conversions')).toEqual({});
  });

  it('scenario B keeps what typing keeps, and blank fields stay blank', () => {
    // Conversions keep digits only: "2x0" is typed as "20".
    expect(exploreFromQuery(conversionRate, 'default', '?b.conversions=2x0').compare).toEqual({ visitors: '', conversions: '20' });
  });

  it('a tabbed calculator compares within the mode in the address', () => {
    const query = exploreQueryOf(
      breakEven,
      'revenue',
      { revFixedCosts: '10000', contributionMarginRatio: '40' },
      { compare: { revFixedCosts: '10000', contributionMarginRatio: '50' } },
    );
    expect(query).toBe('?mode=revenue&revFixedCosts=10000&contributionMarginRatio=40&b.revFixedCosts=10000&b.contributionMarginRatio=50');
    expect(exploreFromQuery(breakEven, 'revenue', query).compare).toEqual({ revFixedCosts: '10000', contributionMarginRatio: '50' });
  });
});
