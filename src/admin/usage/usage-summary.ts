/**
 * What the Usage tab shows, worked out from a period's totals and its days'
 * totals (contract/events.ts `UsagePeriod`): per calculator its page views (its page
 * and its embeds), calculations, failed calculations and explorer uses; the
 * days' totals for the chart; each mode's results over its bands; explorer
 * use; the most common failed rules; the embedding hosts and referrers
 * (each list most visited first, `other` last: contract/usage-hosts.ts).
 */
import { calculatorOfPath } from '../../../contract/calculator-of-path';
import type { UsagePeriod } from '../../../contract/events';
import { OTHER_HOSTS } from '../../../contract/usage-hosts';

/** One calculator's totals over the period. */
export interface CalculatorUsage {
  slug: string;
  views: number;
  calculations: number;
  /** Calculations a rule refused (part of `calculations`). */
  failures: number;
  explores: number;
}

/** A day's totals, for the chart. */
export interface DayUsage {
  day: string;
  views: number;
  calculations: number;
}

/** Where results landed: by calculator, then mode, then band label → count. */
export type BandCounts = Record<string, Record<string, Record<string, number>>>;

/** A failed rule and how often it refused a calculation. */
export interface FailedRule {
  slug: string;
  mode: string;
  rule: number;
  count: number;
}

/** The whole summary. */
export interface UsageSummary {
  calculators: CalculatorUsage[];
  days: DayUsage[];
  bands: BandCounts;
  explorers: { name: string; count: number }[];
  failures: FailedRule[];
  embedHosts: HostCount[];
  /** Calculators whose steps visitors calculated in plans, most used first. */
  planSteps: { slug: string; count: number }[];
  referrers: HostCount[];
  total: number;
}

const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;

/** A host and how many times it was counted; OTHER_HOSTS for every host the API does not name. */
export interface HostCount {
  host: string;
  count: number;
}

/**
 * The first `shown` hosts of `hosts` (most visited first, as the summary lists them) and one OTHER_HOSTS row adding
 * up the rest with the hosts the API did not name; no such row when there is nothing in it.
 */
export function shownHosts(hosts: readonly HostCount[], shown: number): HostCount[] {
  const named = hosts.filter((h) => h.host !== OTHER_HOSTS);
  const rest = hosts.reduce((sum, h) => sum + h.count, 0) - named.slice(0, shown).reduce((sum, h) => sum + h.count, 0);
  return [...named.slice(0, shown), ...(rest > 0 ? [{ host: OTHER_HOSTS, count: rest }] : [])];
}

/** The summary of `period`, every day from its first to its last present in `days`. */
export function summarise(period: UsagePeriod): UsageSummary {
  const { from, to } = period;
  const calculators = new Map<string, CalculatorUsage>();
  const calculator = (slug: string) => {
    let found = calculators.get(slug);
    if (!found) calculators.set(slug, (found = { slug, views: 0, calculations: 0, failures: 0, explores: 0 }));
    return found;
  };
  const days = new Map<string, DayUsage>();
  for (let day = from; day <= to; day = nextDay(day)) days.set(day, { day, views: 0, calculations: 0 });
  for (const d of period.days) {
    const day = days.get(d.day);
    if (day && d.event === 'view') day.views += d.count;
    if (day && d.event === 'calculate') day.calculations += d.count;
  }
  const bands: BandCounts = {};
  const explorers = new Map<string, number>();
  const failures = new Map<string, FailedRule>();
  const embedHosts = new Map<string, number>();
  const referrers = new Map<string, number>();
  const planSteps = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  let total = 0;
  for (const c of period.totals) {
    total += c.count;
    if (c.event === 'view') {
      const slug = calculatorOfPath(c.detail);
      if (slug) calculator(slug).views += c.count;
    } else if (c.event === 'calculate') {
      const entry = calculator(c.calculator);
      entry.calculations += c.count;
      const [mode = '', outcome = ''] = c.detail.split('|');
      if (outcome.startsWith('band:')) {
        const modes = (bands[c.calculator] ??= {});
        const labels = (modes[mode] ??= {});
        const label = outcome.slice('band:'.length);
        labels[label] = (labels[label] ?? 0) + c.count;
      } else if (outcome.startsWith('rule:')) {
        entry.failures += c.count;
        const rule = Number(outcome.slice('rule:'.length));
        const key = `${c.calculator}|${mode}|${rule}`;
        const found = failures.get(key);
        if (found) found.count += c.count;
        else failures.set(key, { slug: c.calculator, mode, rule, count: c.count });
      }
    } else if (c.event === 'explore') {
      calculator(c.calculator).explores += c.count;
      add(explorers, c.detail, c.count);
    } else if (c.event === 'embed-view') add(embedHosts, c.detail, c.count);
    else if (c.event === 'referrer') add(referrers, c.detail, c.count);
    else if (c.event === 'plan-step') add(planSteps, c.calculator, c.count);
  }
  // Other is what is left, so it comes last whatever its count.
  const hosts = (map: Map<string, number>) =>
    [...map]
      .map(([host, count]) => ({ host, count }))
      .sort((a, b) => Number(a.host === OTHER_HOSTS) - Number(b.host === OTHER_HOSTS) || byCount(a, b));
  return {
    calculators: [...calculators.values()].sort(
      (a, b) => b.calculations - a.calculations || b.views - a.views || a.slug.localeCompare(b.slug),
    ),
    days: [...days.values()],
    bands,
    explorers: [...explorers].map(([name, count]) => ({ name, count })).sort(byCount),
    failures: [...failures.values()].sort(byCount),
    embedHosts: hosts(embedHosts),
    referrers: hosts(referrers),
    planSteps: [...planSteps].map(([slug, count]) => ({ slug, count })).sort(byCount),
    total,
  };
}

/** The day after `day` (YYYY-MM-DD, UTC). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
