/** The Usage tab's summary of daily counts (src/admin/usage/usage-summary.ts), worked out by hand. */
import { describe, expect, it } from 'vitest';
import { nextDay, summarise } from '../../../src/admin/usage/usage-summary';

const c = (day: string, event: string, calculator: string, detail: string, count: number) => ({ day, event, calculator, detail, count });

/** A period as the API answers it, added up from daily counts (as the stores do). */
function period(counts: ReturnType<typeof c>[], from: string, to: string) {
  const totals = new Map<string, { event: string; calculator: string; detail: string; count: number }>();
  const days = new Map<string, { day: string; event: string; count: number }>();
  for (const { day, event, calculator, detail, count } of counts) {
    const t = totals.get(`${event}|${calculator}|${detail}`) ?? { event, calculator, detail, count: 0 };
    t.count += count;
    totals.set(`${event}|${calculator}|${detail}`, t);
    const d = days.get(`${day}|${event}`) ?? { day, event, count: 0 };
    d.count += count;
    days.set(`${day}|${event}`, d);
  }
  return { from, to, totals: [...totals.values()], days: [...days.values()] };
}

describe('the usage summary', () => {
  const summary = summarise(
    period(
      [
        c('2026-11-26', 'view', '', '/calculators/roi', 5),
        c('2026-11-26', 'view', '', '/embed/roi', 2),
        c('2026-11-26', 'view', '', '/embed/plan', 4),
        c('2026-11-26', 'view', '', '/', 9),
        c('2026-11-26', 'calculate', 'roi', 'default|band:Good', 3),
        c('2026-11-27', 'calculate', 'roi', 'default|band:Good', 1),
        c('2026-11-27', 'calculate', 'roi', 'default|band:Negative', 2),
        c('2026-11-27', 'calculate', 'roi', 'default|rule:1', 4),
        c('2026-11-27', 'calculate', 'ctr', 'default|rule:0', 6),
        c('2026-11-27', 'calculate', 'ctr', 'default|', 1),
        c('2026-11-27', 'explore', 'roi', 'compare', 2),
        c('2026-11-27', 'explore', 'ctr', 'chart', 3),
        c('2026-11-27', 'embed-view', 'roi', 'blog.example.com', 2),
        c('2026-11-27', 'referrer', '', 'news.example.org', 1),
        c('2026-11-27', 'plan-step', 'cpc', 'custom', 2),
      ],
      '2026-11-25',
      '2026-11-27',
    ),
  );

  it('totals each calculator: views of its page and embeds, calculations, failures, explorer uses', () => {
    expect(summary.calculators).toEqual([
      { slug: 'roi', views: 7, calculations: 10, failures: 4, explores: 2 },
      { slug: 'ctr', views: 0, calculations: 7, failures: 6, explores: 3 },
    ]);
  });

  it('gives every day of the period, those without counts at 0', () => {
    expect(summary.days).toEqual([
      { day: '2026-11-25', views: 0, calculations: 0 },
      { day: '2026-11-26', views: 20, calculations: 3 },
      { day: '2026-11-27', views: 0, calculations: 14 },
    ]);
  });

  it('counts where results landed on each mode’s bands, and the failed rules, most common first', () => {
    expect(summary.bands).toEqual({ roi: { default: { Good: 4, Negative: 2 } } });
    expect(summary.failures).toEqual([
      { slug: 'ctr', mode: 'default', rule: 0, count: 6 },
      { slug: 'roi', mode: 'default', rule: 1, count: 4 },
    ]);
  });

  it('lists explorers, embedding hosts and referrers, most used first', () => {
    expect(summary.explorers).toEqual([
      { name: 'chart', count: 3 },
      { name: 'compare', count: 2 },
    ]);
    expect(summary.embedHosts).toEqual([{ host: 'blog.example.com', count: 2 }]);
    expect(summary.referrers).toEqual([{ host: 'news.example.org', count: 1 }]);
    expect(summary.planSteps).toEqual([{ slug: 'cpc', count: 2 }]);
  });

  it('steps over the end of a month and a year', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
