/**
 * The sensitivity chart's data, with hand-worked values: conversion rate is
 * conversions ÷ visitors × 100, CPC is spend ÷ clicks, required clicks are
 * target conversions ÷ conversion rate × 100.
 */
import { describe, expect, it } from 'vitest';
import { definitions, registry } from '../../../../definitions';
import { sensitivity, solvableFields } from '../../../../engine/explore';

const conversionRate = registry.conversionRate!;
const at = (points: { x: number; y: number | null }[], x: number) => points.find((p) => p.x === x)?.y;

describe('sensitivity', () => {
  describe('conversion rate at 1,000 visitors and 15 conversions, against conversions', () => {
    const chart = sensitivity(conversionRate, 'default', { visitors: '1000', conversions: '15' }, 'conversions')!;

    it('samples whole numbers from 0 to twice the value: y = x ÷ 1,000 × 100', () => {
      expect(chart.points.map((p) => p.x)).toEqual(Array.from({ length: 31 }, (_, i) => i));
      expect(at(chart.points, 0)).toBe(0);
      expect(at(chart.points, 10)).toBe(1);
      expect(at(chart.points, 25)).toBe(2.5);
      expect(at(chart.points, 30)).toBe(3);
      expect(chart.xDomain).toEqual([0, 30]);
    });

    it('marks the current point and the next band’s target: 20 conversions reach Good (2%)', () => {
      expect(chart.current).toEqual({ x: 15, y: 1.5 });
      expect(chart.target).toEqual({ x: 20, y: 2, band: 'Good' });
      expect(at(chart.points, 15)).toBe(1.5);
    });

    it('shades the bands the visible y range shows, clipped to it (0 to 3, plus a twentieth)', () => {
      expect(chart.yDomain).toEqual([0, 3.15]);
      expect(chart.bands).toEqual([
        { label: 'Below Average', tone: 'error', from: 0, to: 1 },
        { label: 'Fair', tone: 'warning', from: 1, to: 2 },
        { label: 'Good', tone: 'success', from: 2, to: 3.15 },
      ]);
    });

    it('labels the axes with units', () => {
      expect(chart.xLabel).toBe('Total Conversions');
      expect(chart.yLabel).toBe('Your Conversion Rate (%)');
      expect(chart.output.id).toBe('conversionRate');
      expect(chart.field.id).toBe('conversions');
    });
  });

  it('against visitors: at most 750 visitors reach Good; 1 visitor (fewer than 15 conversions) fails a rule', () => {
    const chart = sensitivity(conversionRate, 'default', { visitors: '1000', conversions: '15' }, 'visitors')!;
    expect(chart.target).toEqual({ x: 750, y: 2, band: 'Good' });
    // From the field's minimum (1) to 2,000 in steps of 50.
    expect(chart.points[0]).toEqual({ x: 1, y: null });
    expect(at(chart.points, 50)).toBe(30);
    expect(at(chart.points, 1500)).toBe(1);
    expect(at(chart.points, 2000)).toBe(0.75);
    expect(chart.points.at(-1)!.x).toBe(2000);
  });

  it('gives null where the input fails a rule: more conversions than 10 visitors', () => {
    const chart = sensitivity(conversionRate, 'default', { visitors: '10', conversions: '8' }, 'conversions')!;
    expect(chart.points.map((p) => p.x)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(at(chart.points, 10)).toBe(100);
    expect(at(chart.points, 4)).toBe(40);
    for (const x of [11, 12, 16]) expect(at(chart.points, x)).toBeNull();
    // 80% is Excellent, the best band: nothing to reach.
    expect(chart.target).toBeUndefined();
  });

  it('on CPC (lower is better) the target is a lower spend: $1,490 over 1,000 clicks is $1.49, Good', () => {
    const chart = sensitivity(registry.cpc!, undefined, { adSpend: '2500', clicks: '1000' }, 'adSpend')!;
    expect(chart.current).toEqual({ x: 2500, y: 2.5 });
    expect(chart.target).toEqual({ x: 1490, y: 1.49, band: 'Good' });
    expect(at(chart.points, 1000)).toBe(1);
    expect(chart.xLabel).toBe('Total Ad Spend ($)');
    expect(chart.yLabel).toBe('Cost Per Click (CPC) ($)');
  });

  it('charts a calculator without bands: its first value output, no regions, no target', () => {
    const chart = sensitivity(
      registry.clicksToConversions!,
      undefined,
      { conversionRate: '2.5', targetConversions: '50' },
      'targetConversions',
    )!;
    expect(chart.output.id).toBe('requiredClicks');
    expect(chart.bands).toEqual([]);
    expect(chart.target).toBeUndefined();
    expect(chart.current).toEqual({ x: 50, y: 2000 });
    // 10 conversions at 2.5% take 10 ÷ 2.5 × 100 = 400 clicks.
    expect(at(chart.points, 10)).toBe(400);
    expect(chart.points[0]!.x).toBe(1);
  });

  it('is undefined when the inputs fail a rule or the field is not a number field of the mode', () => {
    expect(sensitivity(conversionRate, 'default', { visitors: '100', conversions: '101' }, 'conversions')).toBeUndefined();
    expect(sensitivity(conversionRate, 'default', { visitors: '', conversions: '5' }, 'conversions')).toBeUndefined();
    expect(sensitivity(conversionRate, 'default', { visitors: '1000', conversions: '15' }, 'noSuchField')).toBeUndefined();
  });

  it('samples near the requested count', () => {
    const chart = sensitivity(conversionRate, 'default', { visitors: '1000', conversions: '15' }, 'visitors', { points: 11 })!;
    // 1 to 2,000 in steps of 200, with 1,000 and 750 (the target) kept.
    expect(chart.points.map((p) => p.x)).toEqual([1, 200, 400, 600, 750, 800, 1000, 1200, 1400, 1600, 1800, 2000]);
  });

  describe.each(definitions.map((d) => [d.key, d] as const))('%s, at its worked example', (_, definition) => {
    const check = definition.content.formula.example.check;
    const mode = definition.calculator.modes.find((m) => m.id === check.mode) ?? definition.calculator.modes[0];
    it.each(solvableFields(mode).map((f) => f.id))('against %s: finite or null values in rising x, marks inside the ranges', (fieldId) => {
      const chart = sensitivity(definition, mode.id, check.inputs, fieldId)!;
      expect(chart).toBeDefined();
      const xs = chart.points.map((p) => p.x);
      expect(xs).toEqual([...new Set(xs)].sort((a, b) => a - b));
      for (const p of chart.points) {
        expect(Number.isFinite(p.x)).toBe(true);
        if (p.y !== null) expect(Number.isFinite(p.y)).toBe(true);
      }
      if (chart.field.parse === 'integer') expect(xs.every(Number.isInteger)).toBe(true);
      const [yLow, yHigh] = chart.yDomain;
      expect(yLow).toBeLessThan(yHigh);
      for (const mark of [chart.current, chart.target].filter((m) => m !== undefined)) {
        expect(chart.points).toContainEqual({ x: mark.x, y: mark.y });
        expect(mark.y).toBeGreaterThanOrEqual(yLow);
        expect(mark.y).toBeLessThanOrEqual(yHigh);
      }
      for (const band of chart.bands) {
        expect(band.from).toBeLessThan(band.to);
        expect(band.from).toBeGreaterThanOrEqual(yLow);
        expect(band.to).toBeLessThanOrEqual(yHigh);
      }
      expect(chart.points.length).toBeGreaterThan(10);
      // About 41: a step of 2.5 becomes 2 for counts (51 samples), plus the current value and the target.
      expect(chart.points.length).toBeLessThanOrEqual(53);
    });
  });
});
