/**
 * Money as definitions write it, in a style's currency (engine/number-style/money-words.ts), at the reference rates
 * of 21 October 2025: $1 is €0.861549 (1 ÷ 1.1607), £0.747652 (0.8678 ÷ 1.1607) and ¥152.0203 (176.45 ÷ 1.1607).
 */
import { describe, expect, it } from 'vitest';
import { learnStyle } from '../../../engine/learn-style';
import { currencyName, holdsAmount, moneyWords, unitName } from '../../../engine/number-style/money-words';
import { defaultStyle } from '../../../engine/number-style/style';

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
