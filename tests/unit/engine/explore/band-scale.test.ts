/**
 * The band scale: bands as equal segments, the result's marker at
 * (band index + where it sits within the band) / number of bands, and the text
 * alternative. Positions are worked out by hand from the definitions' bounds.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../definitions';
import { findMode } from '../../../../engine/calculate';
import type { Mode } from '../../../../engine/definition';
import type { Format } from '../../../../engine/formats';
import { calculate } from '../../../../engine/calculate';
import { bandOf, bandScale, bandScaleOf, compactValue } from '../../../../engine/explore';

/** A calculator's mode and its banded output's format. */
function banded(key: string, modeId?: string): [Mode, Format] {
  const mode = findMode(registry[key]!, modeId);
  const output = mode.outputs.find((o) => o.id === mode.bands?.of);
  if (output?.kind !== 'value') throw new Error(`${key} has no banded value output`);
  return [mode, output.format];
}

describe('bandScale', () => {
  it('conversion rate 1.50%: Fair (1 to 2) at its middle, Good next', () => {
    const [mode, format] = banded('conversionRate');
    const scale = bandScale(mode, format, 1.5, '1.50%')!;
    expect(scale.text).toBe('1.50% — Fair; Good starts at 2%');
    // Four bands; Fair is band 1 and 1.5 is half way from 1 to 2: (1 + 0.5) / 4.
    expect(scale.marker).toEqual({ index: 1, position: 0.375 });
    expect(scale.better).toBe('higher');
    expect(scale.segments).toEqual([
      { label: 'Below Average', tone: 'error', startText: undefined },
      { label: 'Fair', tone: 'warning', startText: '1%' },
      { label: 'Good', tone: 'success', startText: '2%' },
      { label: 'Excellent', tone: 'success', startText: '5%' },
    ]);
  });

  it('CPC $2.50, lower is better: Good is below $1.50', () => {
    const [mode, format] = banded('cpc');
    const scale = bandScale(mode, format, 2.5, '$2.50')!;
    expect(scale.text).toBe('$2.50 — Moderate; Good is below $1.50');
    expect(scale.better).toBe('lower');
    // Moderate is band 2 of 5, from 1.50 to 3: (2.5 − 1.5) / 1.5 = 2/3 of it; (2 + 2/3) / 5 = 8/15.
    expect(scale.marker.index).toBe(2);
    expect(scale.marker.position).toBeCloseTo(8 / 15, 12);
    expect(scale.segments.map((s) => s.startText)).toEqual([undefined, '$0.50', '$1.50', '$3', '$5']);
  });

  describe('exclusive bounds', () => {
    const [mode, format] = banded('budgetPacing');

    it('budget pacing +10 pp: Moderate Overspending starts above 5, so On Track is "at or below +5 pp"', () => {
      const scale = bandScale(mode, format, 10, '+10.00 pp')!;
      expect(scale.text).toBe('+10.00 pp — Moderate Overspending; On Track is at or below +5 pp');
      expect(scale.segments.map((s) => s.startText)).toEqual([undefined, '-15 pp', '-5 pp', '> +5 pp', '> +10 pp']);
      // Band 3 of 5 runs from 5 to 10, and 10 is its top (above 10 is the next band): (3 + 1) / 5.
      expect(scale.marker).toEqual({ index: 3, position: 0.8 });
      expect(scale.better).toBe('middle');
    });

    it('budget pacing −10%, from the other side: On Track starts at −5%', () => {
      const scale = bandScale(mode, format, -10, '-10.00 pp')!;
      expect(scale.text).toBe('-10.00 pp — Moderate Underspending; On Track starts at -5 pp');
      // Band 1, from −15 to −5, half way: (1 + 0.5) / 5.
      expect(scale.marker).toEqual({ index: 1, position: 0.3 });
    });

    it('revenue growth −10%: the next band starts above −5%', () => {
      const [growth, growthFormat] = banded('revenueGrowthRate');
      const scale = bandScale(growth, growthFormat, -10, '-10.00%')!;
      expect(scale.text).toBe('-10.00% — Moderate Decline; Slight Decline starts above -5%');
      // Band 1 of 9, from −15 to −5, half way: 1.5 / 9.
      expect(scale.marker.index).toBe(1);
      expect(scale.marker.position).toBeCloseTo(1.5 / 9, 12);
    });
  });

  describe('the best band', () => {
    it('conversion rate 6%: Excellent, the best band; its open end shows as wide as Good (2 to 5)', () => {
      const [mode, format] = banded('conversionRate');
      const scale = bandScale(mode, format, 6, '6.00%')!;
      expect(scale.text).toBe('6.00% — Excellent, the best band');
      // Excellent runs from 5 to 5 + 3 = 8 on the scale: (6 − 5) / 3 = 1/3; (3 + 1/3) / 4 = 5/6.
      expect(scale.marker.index).toBe(3);
      expect(scale.marker.position).toBeCloseTo(5 / 6, 12);
    });

    it('paid traffic 25%: Healthy, the best band in the middle', () => {
      const [mode, format] = banded('paidTrafficShare');
      const scale = bandScale(mode, format, 25, '25.00%')!;
      expect(scale.text).toBe('25.00% — Healthy, the best band');
      // Healthy runs 10 to 30: (25 − 10) / 20 = 0.75; (1 + 0.75) / 5.
      expect(scale.marker).toEqual({ index: 1, position: 0.35 });
    });
  });

  describe('clamping at the open ends', () => {
    const [mode, format] = banded('conversionRate');

    it('a value far above the last bound sits at the right end', () => {
      expect(bandScale(mode, format, 50, '50.00%')!.marker).toEqual({ index: 3, position: 1 });
    });

    it('the first band of a rate starts at 0, not below: 0% sits at the left end', () => {
      expect(bandScale(mode, format, 0, '0.00%')!.marker).toEqual({ index: 0, position: 0 });
    });

    it('a value far below the first bound of a signed scale sits at the left end', () => {
      const [growth, growthFormat] = banded('organicSearchTrafficGrowth');
      const scale = bandScale(growth, growthFormat, -90, '-90.00%')!;
      expect(scale.marker).toEqual({ index: 0, position: 0 });
      expect(scale.text).toBe('-90.00% — Significant Decrease; Decrease starts at -20%');
    });
  });

  it('is undefined without bands, with a single band, or with no direction', () => {
    const [mode, format] = banded('conversionRate');
    const plain = findMode(registry.clicksToConversions!);
    expect(bandScale(plain, { style: 'count' }, 2000, '2,000')).toBeUndefined();
    const single: Mode = { ...mode, bands: { ...mode.bands!, steps: mode.bands!.steps.slice(0, 1) } };
    expect(bandScale(single, format, 1.5, '1.50%')).toBeUndefined();
    const sameTone = mode.bands!.steps.map((s) => ({ ...s, tone: 'info' as const }));
    const undecided: Mode = { ...mode, bands: { of: mode.bands!.of, steps: sameTone } };
    expect(bandScale(undecided, format, 1.5, '1.50%')).toBeUndefined();
  });
});

describe('bandScaleOf and bandOf: the band as the result shows it', () => {
  // 1,999 of 100,000 visitors is 1.999%, shown as 2.00%: Good, as the page says, not Fair.
  const result = calculate(registry.conversionRate!, 'default', { visitors: '100000', conversions: '1999' });
  const mode = findMode(registry.conversionRate!);

  it('a value output carries the value as calculated and as shown', () => {
    expect(result.ok && result.outputs[0]).toMatchObject({ id: 'conversionRate', text: '2.00%', value: 1.999, shown: 2 });
  });

  it('marks the shown value on the scale: Good (2 to 5) at its start, (2 + 0) / 4', () => {
    const scale = result.ok ? bandScaleOf(mode, result) : undefined;
    expect(scale?.text).toBe('2.00% — Good; Excellent starts at 5%');
    expect(scale?.marker).toEqual({ index: 2, position: 0.5 });
  });

  it('reads a value of the banded output on its display grid; another output has no band', () => {
    expect(bandOf(mode, 'conversionRate', 1.999)).toBe('Good');
    expect(bandOf(mode, 'conversionRate', 1.994)).toBe('Fair');
    expect(bandOf(mode, 'conversionRate', 0.5)).toBe('Below Average');
    expect(bandOf(mode, 'visitors', 3)).toBe('');
  });

  it('a mode without bands has no scale', () => {
    expect(result.ok && bandScaleOf({ ...mode, bands: undefined }, result)).toBeUndefined();
  });
});

describe('compactValue', () => {
  it.each<[number, Format, string]>([
    [50, { style: 'currency', decimals: 2 }, '$50'],
    [1.5, { style: 'currency', decimals: 2 }, '$1.50'],
    [5000, { style: 'currency', decimals: 2 }, '$5,000'],
    [1234.5, { style: 'currency', decimals: 2 }, '$1,234.50'],
    [2, { style: 'percent', decimals: 2 }, '2%'],
    [2.5, { style: 'percent', decimals: 2 }, '2.5%'],
    [0.125, { style: 'percent', decimals: 2 }, '0.125%'],
    [4, { style: 'ratio', decimals: 2 }, '4:1'],
    [2.5, { style: 'ratio', decimals: 2 }, '2.5:1'],
    [180, { style: 'duration' }, '3m 0s'],
    [30, { style: 'duration' }, '0m 30s'],
    [5, { style: 'percent', decimals: 2, sign: true }, '+5%'],
    [-15, { style: 'percent', decimals: 2, sign: true }, '-15%'],
    [0, { style: 'percent', decimals: 2, sign: true }, '0%'],
    [-5, { style: 'currency', decimals: 2, sign: true }, '-$5'],
    [1000, { style: 'number', decimals: 2 }, '1,000'],
    [1500, { style: 'count' }, '1,500'],
  ])('%s as %j is %s', (value, format, text) => {
    expect(compactValue(value, format)).toBe(text);
  });
});
