/** The vocabulary of measures (engine/measures.ts) and the definitions' tags. */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { kindsFitting, measureKinds, measureOf, measures } from '../../../engine';
import type { Field, Output } from '../../../engine';

/** Every tagged field and output: `slug mode.id → measure`. */
const tagged = definitions.flatMap((d) =>
  d.calculator.modes.flatMap((mode) =>
    [...mode.fields, ...mode.outputs].flatMap((item: Field | Output) =>
      'measure' in item && item.measure ? [{ slug: d.slug, mode: mode.id, item, measure: item.measure }] : [],
    ),
  ),
);
const fieldsOf = (measure: string) =>
  tagged.filter((t) => t.measure === measure && t.item.kind === 'number').map((t) => `${t.slug}.${t.item.id}`);
const outputsOf = (measure: string) =>
  tagged.filter((t) => t.measure === measure && t.item.kind === 'value').map((t) => `${t.slug}.${t.item.id}`);

describe('the vocabulary', () => {
  it('gives every measure one of the five kinds and a label', () => {
    for (const [id, measure] of Object.entries(measures)) {
      expect(measureKinds, id).toContain(measure.kind);
      expect(measure.label.length, id).toBeGreaterThan(1);
    }
  });

  it('has the funnel’s measures, each of its kind', () => {
    expect(
      Object.fromEntries(
        ['impressions', 'clicks', 'visitors', 'sessions', 'leads', 'conversions', 'orders', 'customers'].map((id) => [
          id,
          measureOf(id)?.kind,
        ]),
      ),
    ).toEqual(
      Object.fromEntries(
        ['impressions', 'clicks', 'visitors', 'sessions', 'leads', 'conversions', 'orders', 'customers'].map((id) => [id, 'count']),
      ),
    );
    expect(['revenue', 'adSpend', 'cost', 'profit'].map((id) => measureOf(id)?.kind)).toEqual(['money', 'money', 'money', 'money']);
    expect(measureOf('roas')?.kind).toBe('ratio');
    expect(measureOf('ctr')?.kind).toBe('percent');
  });

  it('knows no measure outside it, nor an inherited name', () => {
    expect(measureOf('clickz')).toBeUndefined();
    expect(measureOf('toString')).toBeUndefined();
    expect(measureOf(undefined)).toBeUndefined();
  });

  it('fits a kind to a field by its unit and parse, and to an output by its format', () => {
    const field = (more: object) =>
      ({ kind: 'number', id: 'x', label: 'X', parse: 'decimal', keep: 'any', blank: 'invalid', invalid: 'invalid', ...more }) as Field;
    expect(kindsFitting(field({ unit: 'money' }))).toEqual(['money']);
    expect(kindsFitting(field({ unit: 'percent' }))).toEqual(['percent']);
    expect(kindsFitting(field({ parse: 'integer' }))).toEqual(['count', 'duration']);
    expect(kindsFitting(field({}))).not.toContain('percent');
    expect(kindsFitting(field({}))).not.toContain('money');
    const output = (style: string) => ({ kind: 'value', id: 'y', label: 'Y', expr: '1', format: { style } }) as Output;
    expect(kindsFitting(output('currency'))).toEqual(['money']);
    expect(kindsFitting(output('points'))).toEqual([]);
    expect(kindsFitting(output('number'))).toEqual(['count', 'ratio']);
  });
});

describe('the definitions’ tags', () => {
  // A measure is optional (engine/definition.ts): a calculator that names none, as a new file may, is simply not
  // offered by "Use this result in…" or a plan's links. What is named must be in the vocabulary.
  it('name only measures of the vocabulary', () => {
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.filter((t) => !measureOf(t.measure)).map((t) => `${t.slug}.${t.item.id}: ${t.measure}`)).toEqual([]);
  });

  it('connect the paid search funnel: impressions → clicks → conversions → CPA and ROAS', () => {
    expect(outputsOf('impressions')).toContain('impressions-to-clicks.requiredImpressions');
    expect(fieldsOf('impressions')).toEqual(expect.arrayContaining(['ctr.impressions', 'cpm.impressions']));
    expect(outputsOf('clicks')).toContain('clicks-to-conversions.requiredClicks');
    expect(fieldsOf('clicks')).toEqual(expect.arrayContaining(['ctr.clicks', 'cpc.clicks', 'impressions-to-clicks.targetClicks']));
    expect(fieldsOf('conversions')).toEqual(
      expect.arrayContaining(['cpa.acquisitions', 'conversion-rate.conversions', 'clicks-to-conversions.targetConversions']),
    );
    expect(outputsOf('adSpend')).toContain('clicks-to-conversions.estimatedCost');
    expect(fieldsOf('adSpend')).toEqual(expect.arrayContaining(['cpa.marketingSpend', 'roas.adSpend', 'cpc.adSpend']));
  });

  it('connect unit economics: CLV and CAC into LTV:CAC, revenue and orders into AOV', () => {
    expect(outputsOf('clv')).toEqual(['clv.clv']);
    expect(outputsOf('cac')).toEqual(['cac.cac']);
    expect(fieldsOf('clv')).toEqual(['ltv-cac-ratio.customerLifetimeValue']);
    expect(fieldsOf('cac')).toEqual(['ltv-cac-ratio.customerAcquisitionCost']);
    expect(fieldsOf('aov')).toEqual(['clv.averagePurchaseValue']);
    expect(outputsOf('aov')).toEqual(['aov.aov']);
  });
});
