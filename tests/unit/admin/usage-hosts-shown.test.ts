/** The Usage tab's lists of sites (src/admin/usage/usage-summary.ts): most visited first, "other" last, worked out by hand. */
import { describe, expect, it } from 'vitest';
import { shownHosts, summarise } from '../../../src/admin/usage/usage-summary';

describe('the Usage tab’s sites', () => {
  it('lists other last, whatever its count', () => {
    const summary = summarise({
      from: '2026-11-27',
      to: '2026-11-27',
      totals: [
        { event: 'referrer', calculator: '', detail: 'example.org', count: 5 },
        { event: 'referrer', calculator: '', detail: 'other', count: 40 },
        { event: 'referrer', calculator: '', detail: 'xn--caf-dma.com', count: 9 },
      ],
      days: [{ day: '2026-11-27', event: 'referrer', count: 54 }],
    });
    expect(summary.referrers).toEqual([
      { host: 'xn--caf-dma.com', count: 9 },
      { host: 'example.org', count: 5 },
      { host: 'other', count: 40 },
    ]);
  });

  it('names the first sites and adds the rest into other', () => {
    const hosts = [
      { host: 'a.com', count: 9 },
      { host: 'b.com', count: 7 },
      { host: 'c.com', count: 6 },
      { host: 'other', count: 40 },
    ];
    expect(shownHosts(hosts, 2)).toEqual([
      { host: 'a.com', count: 9 },
      { host: 'b.com', count: 7 },
      { host: 'other', count: 46 },
    ]);
    expect(shownHosts(hosts.slice(0, 2), 2)).toEqual(hosts.slice(0, 2));
    expect(shownHosts([], 20)).toEqual([]);
  });
});
