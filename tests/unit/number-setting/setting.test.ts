/**
 * The visitor's currency and number format (issue 28, items 1 and 2): the
 * default from the browser's language and region, a remembered choice, and
 * what a link names; and figures written in an address so that any visitor
 * reads them as their sender meant. A currency the euro replaced is not
 * offered, and an old link naming one opens without a rating (issue 51).
 */
import { carriesTypedMoney } from '../../../src/number-setting/typed-money';
import { afterEach, describe, expect, it } from 'vitest';
import { NUMBER_SETTING_KEY, numberSettingScript } from '../../../contract/number-setting-script';
import { definitions } from '../../../definitions';
import { calculate, findMode } from '../../../engine/calculate';
import { learnStyle } from '../../../engine/learn-style';
import { defaultStyle } from '../../../engine/number-style/style';
import { benchmarkNote } from '../../../src/calculator/benchmark-note';
import { retypeExplorers, retypeInputs } from '../../../src/number-setting/address';
import { currencyChoices, offeredCurrency } from '../../../src/number-setting/choices';
import { linkedQuery, withSetting } from '../../../src/number-setting/linked-query';
import {
  addressSetting,
  browserSetting,
  pageSetting,
  regionCurrency,
  storedSetting,
  storeSetting,
} from '../../../src/number-setting/setting';

/** A localStorage for node, as the browser's behaves. */
class Storage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}
const global = globalThis as unknown as { localStorage?: Storage };

afterEach(() => {
  delete global.localStorage;
});

describe('the default from the browser', () => {
  it.each([
    ['en-GB', 'en-GB', 'GBP'],
    ['de-DE', 'de-DE', 'EUR'],
    ['ja-JP', 'ja-JP', 'JPY'],
    ['en-IN', 'en-IN', 'INR'],
    ['pt-BR', 'pt-BR', 'BRL'],
    ['fr', 'fr', 'EUR'],
    ['en-US', 'en-US', 'USD'],
    ['en', 'en', 'USD'],
  ])('%s gives the locale %s and %s', (language, locale, currency) => {
    expect(browserSetting(language)).toEqual({ locale, currency });
  });

  it('gives en-US dollars for no language, and US dollars for a region without a known currency', () => {
    expect(browserSetting(undefined)).toEqual({ locale: 'en-US', currency: 'USD' });
    expect(browserSetting('not a locale!')).toEqual({ locale: 'en-US', currency: 'USD' });
    expect(regionCurrency('ZZ')).toBe('USD');
    expect(regionCurrency(undefined)).toBe('USD');
  });
});

describe('a remembered choice', () => {
  it('is stored and read back, and wins over the browser', () => {
    global.localStorage = new Storage();
    expect(storeSetting({ locale: 'fr-FR', currency: 'CHF' })).toBe(true);
    expect(storedSetting()).toEqual({ locale: 'fr-FR', currency: 'CHF' });
    expect(pageSetting('', 'de-DE', false)).toEqual({ locale: 'fr-FR', currency: 'CHF' });
  });

  it('is ignored when what is stored cannot be read, and the browser’s is used', () => {
    global.localStorage = new Storage();
    global.localStorage.setItem(NUMBER_SETTING_KEY, '{"locale":"de-DE","currency":"euro"}');
    expect(storedSetting()).toBeUndefined();
    global.localStorage.setItem(NUMBER_SETTING_KEY, 'not json');
    expect(pageSetting('', 'de-DE', false)).toEqual({ locale: 'de-DE', currency: 'EUR' });
  });

  it('says when the browser refuses to store it', () => {
    global.localStorage = Object.assign(new Storage(), {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(storeSetting({ locale: 'de-DE', currency: 'EUR' })).toBe(false);
  });
});

describe('a link', () => {
  it('names its currency and number format', () => {
    expect(addressSetting('?cur=jpy&num=ja-JP')).toEqual({ currency: 'JPY', locale: 'ja-JP' });
    expect(addressSetting('?cur=dollars&num=<script>')).toEqual({});
  });

  it('keeps its sender’s currency where it holds typed money: a calculator’s money field, or a plan step’s', () => {
    // Cost Per Click's money field is adSpend; CTR has none; a plan's step inputs are "<step>.<field>".
    const fields = { cpc: ['adSpend'], ctr: [], roas: ['adSpend', 'revenue'] };
    expect(carriesTypedMoney('/calculators/cpc', '?adSpend=250&clicks=100', fields)).toBe(true);
    expect(carriesTypedMoney('/embed/cpc', '?adSpend=250', fields)).toBe(true);
    expect(carriesTypedMoney('/calculators/cpc', '?clicks=100&adSpend=', fields)).toBe(false);
    expect(carriesTypedMoney('/calculators/ctr', '?clicks=50&impressions=1000', fields)).toBe(false);
    expect(carriesTypedMoney('/plan', '?plan=1&step=ctr&step=roas&0.clicks=5&1.revenue=900', fields)).toBe(true);
    expect(carriesTypedMoney('/plan', '?plan=1&step=ctr&step=roas&0.clicks=5&link=1.adSpend.0.x', fields)).toBe(false);
    // A template's example figures are the site's, in dollars converted for whoever opens them.
    expect(carriesTypedMoney('/plan', '?plan=1&step=ctr&step=roas&1.revenue=900&example=1', fields)).toBe(false);
    expect(carriesTypedMoney('/calculators', '?q=cost', fields)).toBe(false);
  });

  it('shows what its sender saw: its currency, and US dollars when it has inputs and names none', () => {
    expect(pageSetting('?cur=JPY&spend=1000', 'de-DE', true)).toEqual({ locale: 'de-DE', currency: 'JPY' });
    expect(pageSetting('?spend=1000', 'de-DE', true)).toEqual({ locale: 'de-DE', currency: 'USD' });
    expect(pageSetting('', 'de-DE', false)).toEqual({ locale: 'de-DE', currency: 'EUR' });
  });

  it('adds the setting to a query only where it is not en-US dollars', () => {
    expect(linkedQuery('?spend=1%2C000', defaultStyle)).toBe('?spend=1%2C000');
    expect(linkedQuery('?spend=1000', learnStyle({ locale: 'de-DE', currency: 'EUR' }))).toBe('?spend=1000&cur=EUR&num=de-DE');
    expect(linkedQuery('', learnStyle({ locale: 'en-US', currency: 'JPY' }))).toBe('?cur=JPY');
  });

  it('names it in an embed’s path, after the path’s own query', () => {
    const gbp = learnStyle({ locale: 'en-GB', currency: 'GBP' });
    expect(withSetting('/embed/roi', gbp)).toBe('/embed/roi?cur=GBP&num=en-GB');
    expect(withSetting('/embed/plan?plan=1&step=roi', gbp)).toBe('/embed/plan?plan=1&step=roi&cur=GBP&num=en-GB');
    expect(withSetting('/embed/roi', defaultStyle)).toBe('/embed/roi');
  });
});

describe('a currency the euro replaced: Bulgaria’s lev (since 1 January 2026) and Croatia’s kuna (since 2023)', () => {
  it('gives a visitor in Bulgaria or Croatia euros, by language or by region', () => {
    expect(browserSetting('bg-BG')).toEqual({ locale: 'bg-BG', currency: 'EUR' });
    expect(browserSetting('bg')).toEqual({ locale: 'bg', currency: 'EUR' });
    expect(browserSetting('hr-HR')).toEqual({ locale: 'hr-HR', currency: 'EUR' });
    expect(regionCurrency('BG')).toBe('EUR');
  });

  it('is not offered by the picker, which proposes the euro instead, though the browser still knows it', () => {
    expect(Intl.supportedValuesOf('currency')).toContain('BGN');
    const { mostUsed, others } = currencyChoices();
    const offered = [...mostUsed, ...others].map((choice) => choice.value);
    expect(offered).not.toContain('BGN');
    expect(offered).not.toContain('HRK');
    expect(offered).toContain('EUR');
    expect(offered).toContain('RON');
    expect([offeredCurrency('BGN'), offeredCurrency('HRK'), offeredCurrency('RON')]).toEqual(['EUR', 'EUR', 'RON']);
  });

  it('opens an old link with cur=BGN in leva, as typed, with no rating and a note saying why, and no NaN', () => {
    const setting = pageSetting('?cur=BGN&adSpend=250&clicks=100', 'bg-BG', true);
    expect(setting).toEqual({ locale: 'bg-BG', currency: 'BGN' });
    const leva = learnStyle(setting);
    const cpc = definitions.find((d) => d.slug === 'cpc')!;
    const result = calculate(cpc, undefined, { adSpend: '250', clicks: '100' }, leva);
    // 250 ÷ 100 = 2.50, in leva as its sender typed them; no reference rate, so no band and no tips.
    expect(result.ok && result.outputs.map((o) => o.kind === 'value' && o.text)).toEqual(['2,50\u00a0лв.']);
    expect(result.ok && [result.band, result.tips]).toEqual([undefined, undefined]);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    expect(benchmarkNote(findMode(cpc, undefined), leva)).toBe(
      'Benchmarks are US figures in US dollars, and there is no reference rate for BGN, so no rating is shown.',
    );
  });
});

describe('figures retyped between styles', () => {
  const de = learnStyle({ locale: 'de-DE', currency: 'EUR' });
  const fr = learnStyle({ locale: 'fr-FR', currency: 'EUR' });

  it('writes a German visitor’s figures the en-US way in an address, and back', () => {
    const typed = { spend: '1.234,5', clicks: '12', note: 'abc', period: 'Month' };
    const written = retypeInputs(typed, ['spend', 'clicks', 'note'], de, defaultStyle);
    expect(written).toEqual({ spend: '1234.5', clicks: '12', note: 'abc', period: 'Month' });
    expect(retypeInputs(written, ['spend', 'clicks', 'note'], defaultStyle, de)).toEqual({ ...typed, spend: '1234,5' });
  });

  it('keeps an en-US visitor’s figures exactly as typed', () => {
    const typed = { spend: '$1,500' };
    expect(retypeInputs(typed, ['spend'], defaultStyle, defaultStyle)).toBe(typed);
  });

  it('retypes Solve for’s target and Compare’s scenario', () => {
    expect(
      retypeExplorers({ solve: { field: 'clicks', target: '2,5' }, compare: { spend: '1 500,25' } }, ['spend'], fr, defaultStyle),
    ).toEqual({
      solve: { field: 'clicks', target: '2.5' },
      compare: { spend: '1500.25' },
    });
  });
});

describe('the head’s script', () => {
  /** Runs the inline script with this language, stored setting and address; the attribute it leaves on <html>. */
  function run(language: string, stored: string | null, search: string): string | null {
    const attributes = new Map<string, string>();
    const scope = {
      localStorage: { getItem: () => stored },
      location: { search },
      navigator: { language },
      document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    };
    new Function(...Object.keys(scope), numberSettingScript)(...Object.values(scope));
    return attributes.get('data-numbers') ?? null;
  }

  it('leaves an en-US visitor’s page as it is', () => {
    expect(run('en-US', null, '')).toBeNull();
    expect(run('en', null, '?spend=1000')).toBeNull();
  });

  it('holds what shows a currency for any other language, a remembered choice or a link naming one', () => {
    expect(run('de-DE', null, '')).toBe('pending');
    expect(run('en-GB', null, '')).toBe('pending');
    expect(run('en-US', '{"locale":"en-US","currency":"EUR"}', '')).toBe('pending');
    expect(run('en-US', null, '?spend=1000&cur=JPY')).toBe('pending');
  });
});
