/**
 * The address's slices (src/address/): each reads and writes only its own
 * parameters, and writing one keeps the others as they were.
 */
import { describe, expect, it } from 'vitest';
import { calculatorSlice } from '../../../src/address/calculator-slice';
import { directorySlice } from '../../../src/address/directory-slice';
import { exampleSlice } from '../../../src/address/example-slice';
import { planSlice } from '../../../src/address/plan-slice';
import { settingSlice } from '../../../src/address/setting-slice';
import { sliceWrite, withSlices } from '../../../src/address/slice';
import { definitions } from '../../../definitions';

const roi = calculatorSlice(definitions.find((d) => d.slug === 'roi')!);
const params = (query: string) => new URLSearchParams(query);

describe('writing a slice', () => {
  it('replaces its own parameters and keeps the others, after them or before them', () => {
    const opened = '?investment=1000&plan=1&step=cpc&0.clicks=50&cur=EUR';
    expect(withSlices(opened, [sliceWrite(settingSlice, { currency: 'JPY', locale: 'ja-JP' })], 'after')).toBe(
      '?investment=1000&plan=1&step=cpc&0.clicks=50&cur=JPY&num=ja-JP',
    );
    const state = { mode: 'default', inputs: { investment: '2000', returns: '2500' }, explorers: {} };
    expect(withSlices(opened, [sliceWrite(roi, state), sliceWrite(settingSlice, {})])).toBe(
      '?investment=2000&returns=2500&plan=1&step=cpc&0.clicks=50',
    );
  });

  it('writes nothing for an empty slice, and an address with nothing left is blank', () => {
    expect(withSlices('?category=cost-efficiency&q=cpc', [sliceWrite(directorySlice, {})])).toBe('');
    expect(withSlices('?example=1&plan=1&step=roi', [sliceWrite(exampleSlice, false)])).toBe('?plan=1&step=roi');
  });
});

describe('each slice owns its parameters', () => {
  it('the calculator owns every parameter no other slice does, a campaign’s too', () => {
    expect(['investment', 'mode', 'b.investment', 'solve', 'utm_source'].every(roi.owns)).toBe(true);
    expect(['plan', 'step', '0.clicks', 'link', 'goal', 'cur', 'num', 'example'].some(roi.owns)).toBe(false);
  });

  it('the number setting reads a valid currency and locale, and leaves out the defaults when written', () => {
    expect(settingSlice.decode(params('?cur=eur&num=de-DE'))).toEqual({ currency: 'EUR', locale: 'de-DE' });
    expect(settingSlice.decode(params('?cur=euros&num=<b>'))).toEqual({});
    expect(settingSlice.encode({ currency: 'USD', locale: 'en-US' }).toString()).toBe('');
    expect(settingSlice.encode({ currency: 'GBP', locale: 'en-GB' }).toString()).toBe('cur=GBP&num=en-GB');
  });

  it('the plan reads its steps and writes them back; one it cannot read is not written', () => {
    const read = planSlice.decode(params('?plan=1&step=cpc&step=roi&0.clicks=50&link=1.investment.0.cost&utm_source=x'));
    expect(read.ok && read.plan?.steps.map((step) => step.slug)).toEqual(['cpc', 'roi']);
    expect(planSlice.encode(read).toString()).toBe('plan=1&step=cpc&step=roi&0.clicks=50&link=1.investment.0.cost');
    expect(planSlice.encode(planSlice.decode(params('?plan=9&step=cpc'))).toString()).toBe('');
  });

  it('the directory reads its tab and search, blank ones as none', () => {
    expect(directorySlice.decode(params('?category=cost-efficiency&q=cpc&cur=EUR'))).toEqual({ category: 'cost-efficiency', query: 'cpc' });
    expect(directorySlice.encode({ category: undefined, query: '' }).toString()).toBe('');
  });
});
