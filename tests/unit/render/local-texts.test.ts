/**
 * A result's texts in the visitor's currency (src/calculator/local-texts.ts):
 * amounts of the calculation itself as written, in the currency; money
 * benchmarks converted at the reference rates of 21 October 2025
 * ($50 is £37.38: 50 × 0.8678 ÷ 1.1607); en-US dollars as the spec writes them.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { calculate, findMode, type CalcSuccess } from '../../../engine/calculate';
import { learnStyle } from '../../../engine/number-style/learn';
import { defaultStyle } from '../../../engine/number-style/style';
import { benchmarkNote } from '../../../src/calculator/benchmark-note';
import { localResult } from '../../../src/calculator/local-texts';

const bySlug = (slug: string) => definitions.find((d) => d.slug === slug)!;
const gbp = learnStyle({ locale: 'en-GB', currency: 'GBP' });
const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
const ngn = learnStyle({ locale: 'en-NG', currency: 'NGN' });

function shown(slug: string, inputs: Record<string, string>, style = defaultStyle, modeId?: string): CalcSuccess {
  const definition = bySlug(slug);
  const result = calculate(definition, modeId, inputs, style);
  if (!result.ok) throw new Error(result.message);
  return localResult(result, findMode(definition, modeId), style);
}

describe('a result in the visitor’s currency', () => {
  it('converts the US-dollar figures of a money band’s reading: $50 is £37.38', () => {
    // A CAC of £20 is $26.75: Good, "less than $50".
    const result = shown('cac', { marketingCosts: '1500', salesCosts: '500', newCustomers: '100' }, gbp);
    expect(result.band?.label).toBe('Good');
    expect(result.band?.text).toContain('each new customer costs less than £37.38 to win');
    expect(result.band?.text).not.toContain('$');
  });

  it('writes an amount of the calculation itself in the currency, unconverted: ROAS per £1 of ad spend', () => {
    const result = shown('roas', { adSpend: '1000', revenue: '4000' }, gbp);
    const roas = result.outputs.find((o) => o.id === 'roas');
    // £4,000 of revenue for £1,000 of ad spend: £4.00 for every £1.
    expect(roas?.kind === 'value' && roas.caption).toBe('£4.00 in revenue for every £1 of ad spend');
  });

  it('writes those amounts with the locale’s marks: "$1.50" is "1,50 €" in German', () => {
    const result = shown('impressions-to-clicks', { targetClicks: '60', ctr: '6' }, de);
    const texts = JSON.stringify(result.outputs);
    expect(texts).not.toContain('$');
    expect(texts).toContain('1,50\u00a0€');
  });

  it('leaves en-US dollars exactly as the spec writes them', () => {
    const definition = bySlug('cac');
    const result = calculate(definition, undefined, { marketingCosts: '1500', salesCosts: '500', newCustomers: '100' });
    expect(result.ok && localResult(result, findMode(definition, undefined), defaultStyle)).toBe(result);
  });
});

describe('the note on benchmarks', () => {
  const cac = findMode(bySlug('cac'), undefined);
  const roi = findMode(bySlug('roi'), undefined);

  it('says the money benchmarks are converted, and at which day’s rate', () => {
    expect(benchmarkNote(cac, gbp)).toBe('Benchmarks are US figures, converted at the reference rate of 21 October 2025.');
  });

  it('says when the currency has no rate, and so no rating', () => {
    expect(benchmarkNote(cac, ngn)).toBe(
      'Benchmarks are US figures in US dollars, and there is no reference rate for NGN, so no rating is shown.',
    );
  });

  it('says nothing in US dollars, or where nothing rates money', () => {
    expect(benchmarkNote(cac, defaultStyle)).toBeUndefined();
    expect(benchmarkNote(roi, gbp)).toBeUndefined();
  });
});
