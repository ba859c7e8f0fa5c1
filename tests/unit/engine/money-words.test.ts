/**
 * Money as definitions write it, in a style's currency (engine/number-style/money-words.ts), at the reference rates
 * of 21 October 2025: $1 is €0.861549 (1 ÷ 1.1607), £0.747652 (0.8678 ÷ 1.1607) and ¥152.0203 (176.45 ÷ 1.1607).
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../definitions';
import { learnStyle } from '../../../engine/learn-style';
import { currencyName, holdsAmount, moneyWords, unitName } from '../../../engine/number-style/money-words';
import { defaultStyle, type NumberStyle } from '../../../engine/number-style/style';

const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
const gb = learnStyle({ locale: 'en-GB', currency: 'GBP' });
const jp = learnStyle({ locale: 'ja-JP', currency: 'JPY' });
const deInDollars = learnStyle({ locale: 'de-DE', currency: 'USD' });
const ngn = learnStyle({ locale: 'en-NG', currency: 'NGN' });
/** A nonbreaking or narrow space, as Intl writes between a figure and its symbol, read as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a benchmark figure with the US figure it comes from', () => {
  it('converts each amount and keeps the written one after it: $0.50 is 0,43 € (0.430775)', () => {
    expect(plain(moneyWords(de).withSource('Below $0.50'))).toBe('Below 0,43 € ($0.50)');
    // 1.292324 → 1,29 €; 3 × 0.861549 = 2.584648 → 2,58 €.
    expect(plain(moneyWords(de).withSource('$1.50 to below $3.00'))).toBe('1,29 € ($1.50) to below 2,58 € ($3.00)');
  });

  it('writes whole currencies whole, and grouped figures in the locale: $5.00 is ¥760 (760.10), $1,000 is £747.65', () => {
    expect(moneyWords(jp).withSource('$5.00 and above')).toMatch(/^[¥￥]760 \(\$5\.00\) and above$/);
    expect(moneyWords(gb).withSource('Above $1,000')).toBe('Above £747.65 ($1,000)');
  });

  it('keeps a figure written finer than a cent to its decimals: $0.050, a CPE’s threshold, is 0,043 € (0.043077), not 0,04 €', () => {
    expect(plain(moneyWords(de).withSource('$0.050 to below $0.150'))).toBe('0,043 € ($0.050) to below 0,129 € ($0.150)');
  });

  it('reads a cost per engagement’s ratings table as its band scale does, in euros, pounds and yen', () => {
    // $0.05, $0.15, $0.50, $1: 0,043 €, 0,129 €, 0,431 €, 0,862 €; £0.037, £0.112, £0.374, £0.748; ¥8, ¥23, ¥76, ¥152.
    const cpe = definitions.find((d) => d.slug === 'cost-per-engagement')!;
    const ratings = cpe.content.article.find((block) => block.type === 'table' && block.caption.includes('ratings'));
    const firstColumn = (style: NumberStyle) =>
      ratings?.type === 'table' ? ratings.rows.map(([figures]) => plain(moneyWords(style).withSource(figures!))) : [];
    expect(firstColumn(de)).toEqual([
      'Below 0,043 € ($0.050)',
      '0,043 € ($0.050) to below 0,129 € ($0.150)',
      '0,129 € ($0.150) to below 0,431 € ($0.500)',
      '0,431 € ($0.500) to below 0,862 € ($1.000)',
      '0,862 € ($1.000) and above',
    ]);
    expect(firstColumn(gb)[1]).toBe('£0.037 ($0.050) to below £0.112 ($0.150)');
    expect(firstColumn(jp)[3]).toMatch(/^[¥￥]76 \(\$0\.500\) to below [¥￥]152 \(\$1\.000\)$/);
  });

  it('leaves the text as written in US dollars, and where the rates lack the currency', () => {
    expect(moneyWords(defaultStyle).withSource('Below $0.50')).toBe('Below $0.50');
    expect(moneyWords(ngn).withSource('Below $0.50')).toBe('Below $0.50');
  });

  it('writes dollars in the locale’s way, with no second figure, for a visitor who chose US dollars', () => {
    expect(plain(moneyWords(deInDollars).withSource('Below $0.50'))).toBe('Below 0,50 $');
  });
});

describe('the forms the definitions write money in', () => {
  it('fills an amount as written, an amount in cents, and the unit: "$1.50", "50 cents", "dollar"', () => {
    expect(moneyWords(gb).asWritten('at $1.50 a click, under 50 cents, every dollar')).toBe('at £1.50 a click, under £0.50, every pound');
    // 50 cents converted: 0.373826 → £0.37.
    expect(moneyWords(gb).converted('under 50 cents, every dollar')).toBe('under £0.37, every pound');
  });

  it('converts a reading to the decimals of the thresholds it names: a CPE’s "5 cents to under 15 cents" to a tenth of a cent', () => {
    // $0.05 is 0,043 € (0.043077) and ¥8 (7.60); $0.15 is 0,129 € (0.129232) and ¥23 (22.80); whole yen stay whole.
    expect(plain(moneyWords(de).convertedTo(3)('5 cents to under 15 cents'))).toBe('0,043 € to under 0,129 €');
    expect(moneyWords(jp).convertedTo(3)('5 cents to under 15 cents')).toMatch(/^[¥￥]8 to under [¥￥]23$/);
    // To the cent, as a CPC's are: 50 cents is 0,43 € (0.430775).
    expect(plain(moneyWords(de).convertedTo(2)('under 50 cents a click'))).toBe('under 0,43 € a click');
  });

  it('tells a text holding an amount from one that only speaks of money or holds other figures', () => {
    expect(['Below $0.50', '$10 to below $50', '5 to 15 cents', 'Above $1,000'].map(holdsAmount)).toEqual([true, true, true, true]);
    // Asked twice: a global pattern's test() would answer the second time from where the first stopped.
    expect(['every dollar invested', '2% to 5%', 'Search ads', '$', 'Below $0.50'].map(holdsAmount)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('names a currency and its unit in English, without its country', () => {
    expect([currencyName('USD'), currencyName('EUR'), unitName('EUR'), unitName('GBP'), unitName('INR')]).toEqual([
      'US dollars',
      'euros',
      'euro',
      'pound',
      'rupee',
    ]);
  });
});
