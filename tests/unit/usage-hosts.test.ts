/**
 * Which hosts usage counts keep (api/usage-hosts.ts, issue 51): a host as
 * its registrable domain or `other`, the daily cap, and what the admin
 * reads of a period. Values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { countsOf } from '../../api/usage-counts';
import { countedHost, hostsForAdmin, HOSTS_PER_DAY, MAX_NAMED_HOSTS, withinDailyCap, type KeptHosts } from '../../api/usage-hosts';
import { OTHER_HOSTS } from '../../contract/usage-hosts';

describe('the host a count keeps', () => {
  it.each([
    ['a subdomain, under its registrable domain', 'news.example.com', 'example.com'],
    ['a registrable domain, as it is', 'example.org', 'example.org'],
    ['a domain under a two-label suffix', 'www.shop.example.co.uk', 'example.co.uk'],
    ['a site under a private suffix, as its own', 'shop.github.io', 'shop.github.io'],
    ['an IDN, as punycode', 'www.xn--caf-dma.com', 'xn--caf-dma.com'],
    ['an IDN under an IDN suffix', 'xn--80ak6aa92e.xn--p1ai', 'xn--80ak6aa92e.xn--p1ai'],
    ['upper case, in lower case', 'News.Example.COM', 'example.com'],
    ['a card number', '4111-1111-1111-1111', OTHER_HOSTS],
    ['an address made host-shaped', 'john-smith-at-example-com.pw-hunter2', OTHER_HOSTS],
    ['a reserved suffix', 'xn--caf-dma.example', OTHER_HOSTS],
    ['a local name', 'intranet.local', OTHER_HOSTS],
    ['a name with no dot', 'localhost', OTHER_HOSTS],
    ['a public suffix alone', 'co.uk', OTHER_HOSTS],
    ['a private suffix alone', 'github.io', OTHER_HOSTS],
    ['an IPv4 address', '10.0.0.1', OTHER_HOSTS],
    ['broken punycode', 'xn--zzzz.com', OTHER_HOSTS],
    ['the word other itself', 'other', OTHER_HOSTS],
  ])('keeps %s', (_, host, kept) => {
    expect(countedHost(host)).toBe(kept);
  });

  it('is what a batch counts for a referrer and an embedding page', () => {
    const events = [
      { type: 'view' as const, path: '/', referrer: 'news.example.org' },
      { type: 'view' as const, path: '/', referrer: '4111-1111-1111-1111' },
      { type: 'embed-view' as const, calculator: 'roi', host: 'blog.example.com' },
    ];
    expect(countsOf(events, '2026-11-27')).toEqual([
      { day: '2026-11-27', event: 'view', calculator: '', detail: '/', count: 2 },
      { day: '2026-11-27', event: 'referrer', calculator: '', detail: 'example.org', count: 1 },
      { day: '2026-11-27', event: 'referrer', calculator: '', detail: 'other', count: 1 },
      { day: '2026-11-27', event: 'embed-view', calculator: 'roi', detail: 'example.com', count: 1 },
    ]);
  });
});

describe('the daily cap', () => {
  const day = '2026-11-27';
  const referrer = (detail: string, count = 1) => ({ day, event: 'referrer', calculator: '', detail, count });
  /** A store holding `stored` referrer rows on `day` and `full` host rows in all. */
  const holding = (stored: string[], full: number): KeptHosts => ({
    has: (c) => c.event === 'referrer' && stored.includes(c.detail),
    size: (d, event) => (d === day && event === 'referrer' ? full : 0),
  });

  it('keeps new hosts while the day has room, in order, and counts the rest as other', () => {
    const kept = holding([], HOSTS_PER_DAY - 2);
    expect(
      withinDailyCap([referrer('a.com'), referrer('b.com', 2), referrer('a.com'), referrer('c.com'), referrer('d.com', 3)], kept),
    ).toEqual([referrer('a.com', 2), referrer('b.com', 2), referrer('other', 4)]);
  });

  it('still counts a host the day kept once the day is full, and leaves other counts alone', () => {
    const kept = holding(['a.com'], HOSTS_PER_DAY);
    const view = { day, event: 'view', calculator: '', detail: '/', count: 2 };
    expect(withinDailyCap([view, referrer('a.com'), referrer('b.com'), referrer('other', 2)], kept)).toEqual([
      view,
      referrer('a.com'),
      referrer('other', 3),
    ]);
  });
});

describe('what the admin reads of a period', () => {
  const total = (event: string, calculator: string, detail: string, count: number) => ({ event, calculator, detail, count });

  it('names a host once 5 visits came from it, on any calculator, and adds the others into other', () => {
    expect(
      hostsForAdmin([
        total('calculate', 'roi', 'default|', 7),
        total('embed-view', 'ctr', 'example.com', 2),
        total('embed-view', 'roi', 'example.com', 3),
        total('embed-view', 'roi', 'example.net', 4),
        total('referrer', '', 'a.example.org', 3),
        total('referrer', '', 'example.org', 2),
        total('referrer', '', 'other', 6),
        total('referrer', '', 'rare.example.net', 1),
      ]),
    ).toEqual([
      total('calculate', 'roi', 'default|', 7),
      total('embed-view', 'ctr', 'example.com', 2),
      total('embed-view', 'roi', 'example.com', 3),
      total('embed-view', 'roi', 'other', 4),
      total('referrer', '', 'example.org', 5),
      total('referrer', '', 'other', 7),
    ]);
  });

  it('reads a day’s rows stored before these rules as they would be counted now', () => {
    const day = (d: string, detail: string, count: number) => ({ day: d, event: 'referrer', calculator: '', detail, count });
    expect(
      hostsForAdmin([
        day('2026-11-26', '4111-1111-1111-1111', 9),
        day('2026-11-26', 'news.example.com', 4),
        day('2026-11-27', 'example.com', 1),
        day('2026-11-27', 'www.example.com', 1),
      ]),
    ).toEqual([day('2026-11-26', 'example.com', 4), day('2026-11-26', 'other', 9), day('2026-11-27', 'example.com', 2)]);
  });

  it(`names at most ${MAX_NAMED_HOSTS} hosts of a kind, the most visited, a tie by name`, () => {
    const hosts = Array.from({ length: MAX_NAMED_HOSTS + 2 }, (_, i) => total('referrer', '', `h${String(i).padStart(3, '0')}.com`, 5));
    hosts[MAX_NAMED_HOSTS + 1]!.count = 6;
    const read = hostsForAdmin(hosts);
    expect(read).toHaveLength(MAX_NAMED_HOSTS + 1);
    // h101 has the most; then h000…h098 by name; h099 and h100 go into other.
    expect(read.at(-2)).toEqual(total('referrer', '', `h${MAX_NAMED_HOSTS + 1}.com`, 6));
    expect(read.at(-1)).toEqual(total('referrer', '', 'other', 10));
    expect(read.map((r) => r.detail)).not.toContain(`h${MAX_NAMED_HOSTS - 1}.com`);
  });
});
