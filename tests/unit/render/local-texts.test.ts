/**
 * A result's texts in the visitor's currency (src/card-parts/local-texts.ts):
 * amounts of the calculation itself as written, in the currency; money
 * benchmarks converted at the reference rates of 21 October 2025
 * ($50 is £37.38: 50 × 0.8678 ÷ 1.1607), to the decimals the thresholds they
 * name are shown with; en-US dollars as the spec writes them.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { calculate, findMode, type CalcSuccess } from '../../../engine/calculate';
import { learnStyle } from '../../../engine/learn-style';
import { defaultStyle } from '../../../engine/number-style/style';
import { benchmarkNote } from '../../../src/calculator/benchmark-note';
import { localResult } from '../../../src/card-parts/local-texts';

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

  it('converts an assumed price and what it costs: a $1.50 CPC is 1,29 € and a $10 CPM 8,62 € in German', () => {
    // 60 clicks at a 6% CTR take 1,000 impressions. $1.50 ÷ 1.1607 = €1.2923, shown and used as 1,29 €; $10 is 8,62 €.
    const result = shown('impressions-to-clicks', { targetClicks: '60', ctr: '6' }, de);
    const value = (id: string) => result.outputs.find((o) => o.id === id);
    expect(value('costAtCpc')).toMatchObject({ label: 'Estimated Cost at 1,29\u00a0€ CPC', text: '77,40\u00a0€' });
    expect(value('costAtCpm')).toMatchObject({ label: 'Estimated Cost at 8,62\u00a0€ CPM', text: '8,62\u00a0€' });
    expect(JSON.stringify(result)).not.toMatch(/\$|dollar/);
    expect(result.tips?.items.at(-1)).toBe(
      'Replace the 8,62\u00a0€ CPM and 1,29\u00a0€ CPC assumptions with the figures from your ad account before you set a budget.',
    );
  });

  it('in yen, an assumed $1.50 CPC is ¥228, whole', () => {
    // $1.50 × 176.45 ÷ 1.1607 = ¥228.03; 2,000 clicks at ¥228 = ¥456,000.
    const result = shown(
      'clicks-to-conversions',
      { conversionRate: '2.5', targetConversions: '50' },
      learnStyle({ locale: 'ja-JP', currency: 'JPY' }),
    );
    expect(result.outputs.find((o) => o.id === 'estimatedCost')).toMatchObject({ label: 'Estimated Cost at ￥228 CPC', text: '￥456,000' });
  });

  it('shows no cost at an assumed price where the rates lack the currency', () => {
    const result = shown('clicks-to-conversions', { conversionRate: '2.5', targetConversions: '50' }, ngn);
    expect(result.outputs.map((o) => o.id)).toEqual(['requiredClicks']);
  });

  it('writes "cents" as an amount and "dollar" as the currency’s unit', () => {
    // Profit margin is a percentage: its "5 cents of every sales dollar" is of the visitor's own money, as written.
    const margin = shown('profit-margin', { revenue: '1000', costs: '980' }, gbp);
    expect(margin.band?.text).toContain('less than £0.05 of every sales pound is left as profit');
    // A cost per engagement of £0.02 is $0.027: Excellent, "under 5 cents", a US figure converted to a tenth of a penny,
    // as a CPE is shown and its band starts: $0.05 is £0.037 (0.037383).
    const cpe = shown('cost-per-engagement', { campaignCost: '20', totalEngagements: '1000' }, gbp);
    expect(cpe.band?.label).toBe('Excellent');
    expect(cpe.band?.text).toContain('under £0.037 per engagement');
    expect(JSON.stringify([margin, cpe])).not.toMatch(/\$|dollar|\bcents?\b/);
  });

  it('names a cost per engagement’s bands to a tenth of a cent, where its band scale starts them: 0,043 € to under 0,129 €', () => {
    // 100 € for 1,000 engagements is 0,100 €, $0.116 (0.1 × 1.1607): Good, "5 cents to under 15 cents". $0.05 is
    // 0,043 € (0.043077) and $0.15 0,129 € (0.129232); the band scale starts Good and Average there too.
    const good = shown('cost-per-engagement', { campaignCost: '100', totalEngagements: '1000' }, de);
    expect(good.band?.label).toBe('Good');
    expect(good.band?.text).toMatch(/^Your cost per engagement is good: 0,043\u00a0€ to under 0,129\u00a0€\. /);
    // 500 € for 1,000 is 0,500 €, $0.580: Somewhat High, "50 cents to under $1": 0,431 € (0.430775) to under 0,862 € (0.861549).
    const high = shown('cost-per-engagement', { campaignCost: '500', totalEngagements: '1000' }, de);
    expect(high.band?.label).toBe('Somewhat High');
    expect(high.band?.text).toMatch(/^Your cost per engagement is somewhat high: 0,431\u00a0€ to under 0,862\u00a0€\. /);
  });

  it('in yen, a CPC under 50 cents reads under ￥76 (76.01), whole, and nothing of cents or dollars', () => {
    // ¥1,500 for 600 clicks is ¥2.50, shown ¥3 (yen are whole), about $0.02: Very Low, under ¥76.
    const result = shown('cpc', { adSpend: '1500', clicks: '600' }, learnStyle({ locale: 'ja-JP', currency: 'JPY' }));
    expect(result.band?.label).toBe('Very Low');
    expect(result.band?.text).toMatch(/^Your CPC is very low: under ￥76 a click\. /);
    expect(JSON.stringify(result)).not.toMatch(/\$|dollar|\bcents?\b/);
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

  it('says the money benchmarks are converted, at which day’s rate, and each threshold’s US figure', () => {
    // £0.8678 and $1.1607 a euro: £0.747652 a dollar. CAC's bands start at $10, $50, $200 and $500:
    // 7.4765 → £7.48, 37.3826 → £37.38, 149.530 → £149.53, 373.826 → £373.83.
    expect(benchmarkNote(cac, gbp)).toBe(
      'Benchmarks are US figures, converted at the reference rate of 21 October 2025: £7.48 ($10), £37.38 ($50), £149.53 ($200), £373.83 ($500).',
    );
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
