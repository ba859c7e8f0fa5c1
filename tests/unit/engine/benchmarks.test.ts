/**
 * Money benchmarks in another currency (issue 28, item 3): the US-dollar
 * thresholds of CAC's bands convert at the ECB reference rates of
 * 21 October 2025 (1 EUR = 1.1607 USD = 0.86780 GBP = 176.45 JPY), rounded
 * to the decimals the quantity is shown with there (a CPE's three); a
 * currency without a rate shows no money band; Bulgaria's lev, replaced by
 * the euro, has no rate. Every figure below is worked out by hand from that
 * table.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { bandsIn } from '../../../engine/money-ratings';
import { calculate, findMode, type CalcSuccess } from '../../../engine/calculate';
import { bandScaleOf } from '../../../engine/explore/band-scale';
import { whatItTakes } from '../../../engine/explore/what-it-takes';
import { learnStyle } from '../../../engine/learn-style';
import { perDollar, referenceRates } from '../../../engine/number-style/reference-rates';
import { defaultStyle } from '../../../engine/number-style/style';

const cac = definitions.find((d) => d.slug === 'cac')!;
const mode = findMode(cac, 'default');
/** $3,000 + $1,000 for 100 customers: a CAC of 40 in any currency. */
const forty = { marketingCosts: '3000', salesCosts: '1000', newCustomers: '100' };
const gbp = learnStyle({ locale: 'en-GB', currency: 'GBP' });
const eur = learnStyle({ locale: 'de-DE', currency: 'EUR' });
const jpy = learnStyle({ locale: 'ja-JP', currency: 'JPY' });
const ngn = learnStyle({ locale: 'en-NG', currency: 'NGN' });

/** The text CAC shows. */
const cacText = (result: CalcSuccess) => {
  const output = result.outputs.find((o) => o.id === 'cac');
  return output?.kind === 'value' ? output.text : undefined;
};

const success = (result: ReturnType<typeof calculate>): CalcSuccess => {
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('the reference rates', () => {
  it('are dated and sourced', () => {
    expect(referenceRates.date).toBe('2025-10-21');
    expect(referenceRates.source).toContain('European Central Bank');
  });

  it('give units per US dollar through the euro', () => {
    expect(perDollar('USD')).toBe(1);
    expect(perDollar('EUR')).toBeCloseTo(1 / 1.1607, 12);
    expect(perDollar('GBP')).toBeCloseTo(0.8678 / 1.1607, 12);
    expect(perDollar('JPY')).toBeCloseTo(176.45 / 1.1607, 12);
    expect(perDollar('NGN')).toBeUndefined();
    // Bulgaria adopted the euro on 1 January 2026, Croatia on 1 January 2023: no rate for the lev or the kuna.
    expect(perDollar('BGN')).toBeUndefined();
    expect(perDollar('HRK')).toBeUndefined();
    expect(gbp.perDollar).toBeCloseTo(0.7476523, 6);
    // US dollars read their thresholds as written; a currency the rates lack has none to read.
    expect(defaultStyle.perDollar).toBe(1);
    expect(gbp.perDollar).not.toBe(1);
    expect(ngn.perDollar).toBeUndefined();
  });
});

describe('CAC of 40 in other currencies', () => {
  it('is Good in US dollars (10 to 50)', () => {
    expect(success(calculate(cac, 'default', forty)).band?.label).toBe('Good');
  });

  it('converts the thresholds to pounds: $10 → £7.48, $50 → £37.38, $200 → £149.53, $500 → £373.83', () => {
    expect(bandsIn(mode, gbp)!.steps.map((s) => s.from)).toEqual([undefined, 7.48, 37.38, 149.53, 373.83]);
    const result = success(calculate(cac, 'default', forty, gbp));
    expect(cacText(result)).toBe('£40.00');
    // £40 is $53.50: past Good's $50.
    expect(result.band?.label).toBe('Moderate');
    expect(bandScaleOf(mode, result, gbp)?.segments.map((s) => s.startText)).toEqual([undefined, '£7.48', '£37.38', '£149.53', '£373.83']);
    expect(bandScaleOf(mode, result, gbp)?.text).toBe('£40.00 — Moderate; Good is below £37.38');
  });

  it('says what it takes in pounds', () => {
    // Good needs £37.37 or less (the last shown value below £37.38): £4,000 ÷ 37.37 = 107.04, so 108 customers.
    const takes = whatItTakes(cac, 'default', forty, gbp);
    expect(takes?.kind).toBe('next');
    expect(takes?.sentence).toMatch(/^To reach Good \(£37\.37\): /);
    expect(takes?.sentence).toContain('108 new customers acquired');
  });

  it('converts to euros ($50 → 43,08 €), where 40 € is still Good', () => {
    expect(bandsIn(mode, eur)!.steps.map((s) => s.from)).toEqual([undefined, 8.62, 43.08, 172.31, 430.77]);
    const result = success(calculate(cac, 'default', { ...forty, marketingCosts: '3000' }, eur));
    expect(result.band?.label).toBe('Good');
  });

  it('converts to yen without decimals ($10 → ¥1,520, $50 → ¥7,601)', () => {
    // 176.45 ÷ 1.1607 = 152.0203 yen per dollar.
    expect(bandsIn(mode, jpy)!.steps.map((s) => s.from)).toEqual([undefined, 1520, 7601, 30404, 76010]);
    const result = success(calculate(cac, 'default', { marketingCosts: '300000', salesCosts: '100000', newCustomers: '100' }, jpy));
    expect(cacText(result)).toBe('￥4,000');
    expect(result.band?.label).toBe('Good');
  });

  it('shows no money band, tips, scale or goal in a currency the rates do not cover', () => {
    const result = success(calculate(cac, 'default', forty, ngn));
    expect(cacText(result)).toContain('40.00');
    expect(result.band).toBeUndefined();
    expect(result.tips).toBeUndefined();
    expect(bandScaleOf(mode, result, ngn)).toBeUndefined();
    expect(whatItTakes(cac, 'default', forty, ngn)).toBeUndefined();
  });

  it('leaves percentage bands as they are', () => {
    const conversion = definitions.find((d) => d.slug === 'conversion-rate')!;
    const inputs = { visitors: '1000', conversions: '25' };
    expect(success(calculate(conversion, 'default', inputs, ngn)).band).toEqual(success(calculate(conversion, 'default', inputs)).band);
  });
});

describe('a cost per engagement, shown to a tenth of a cent, in other currencies', () => {
  // Its thresholds are $0.05, $0.15, $0.50 and $1, and it is shown to three decimals ($0.125): converted, they keep
  // three. $1 is €0.861549 (1 ÷ 1.1607), £0.747652 (0.8678 ÷ 1.1607) and ¥152.0203 (176.45 ÷ 1.1607).
  const cpe = definitions.find((d) => d.slug === 'cost-per-engagement')!;
  const cpeMode = findMode(cpe, 'default');

  it('keeps three decimals where the currency has cents: $0.05 is 0,043 € (0.043077) and £0.037 (0.037383), not 0,04 €', () => {
    // 0.15 → 0.129232 and 0.112148; 0.5 → 0.430775 and 0.373826; 1 → 0.861549 and 0.747652.
    expect(bandsIn(cpeMode, eur)!.steps.map((s) => s.from)).toEqual([undefined, 0.043, 0.129, 0.431, 0.862]);
    expect(bandsIn(cpeMode, gbp)!.steps.map((s) => s.from)).toEqual([undefined, 0.037, 0.112, 0.374, 0.748]);
  });

  it('is whole in yen, as the CPE itself is: $0.05 is ¥8 (7.60), $0.15 ¥23 (22.80), $0.50 ¥76, $1 ¥152', () => {
    expect(bandsIn(cpeMode, jpy)!.steps.map((s) => s.from)).toEqual([undefined, 8, 23, 76, 152]);
  });

  it('rates 0,042 € ($0.0487: 0.042 × 1.1607) Excellent, as $0.0487 is, and the scale starts Good at 0,043 €', () => {
    // Rounded to the cent, Good started at 0,04 €, and this CPE, below $0.05, read Good.
    const result = success(calculate(cpe, 'default', { campaignCost: '42', totalEngagements: '1000' }, eur));
    expect(result.band?.label).toBe('Excellent');
    const scale = bandScaleOf(cpeMode, result, eur);
    expect(scale?.segments.map((s) => s.startText)).toEqual([undefined, '0,043\u00a0€', '0,129\u00a0€', '0,431\u00a0€', '0,862\u00a0€']);
    expect(scale?.text).toBe('0,042\u00a0€ — Excellent, the best band');
  });
});
