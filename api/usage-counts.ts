/**
 * Events as daily counts: the one form usage is kept in. Each event adds 1
 * to the count of its day (UTC), its kind, its calculator (empty for a page
 * view) and one detail: the page's path, the mode with the band or failed
 * rule, the explorer, what was copied, the embedding site, the plan. A view
 * from another site also counts the site it came from. A host is counted as
 * its registrable domain, or as `other` when it is none (api/usage-hosts.ts).
 * Nothing else of an event is kept.
 */
import type { UsageCount, UsageEvent } from '../contract/events';
import { countedHost } from './usage-hosts';

/** The detail a calculate event is counted under: its mode, then `band:<label>`, `rule:<n>` or nothing. */
export function calculateDetail(mode: string, outcome: { band?: string; rule?: number }): string {
  if (outcome.band !== undefined) return `${mode}|band:${outcome.band}`;
  if (outcome.rule !== undefined) return `${mode}|rule:${outcome.rule}`;
  return `${mode}|`;
}

/** What one event adds: its calculator and detail under its kind, and a view's referrer. */
function partsOf(event: UsageEvent): [string, string, string][] {
  switch (event.type) {
    case 'view':
      return [
        ['view', '', event.path],
        ...(event.referrer ? ([['referrer', '', countedHost(event.referrer)]] as [string, string, string][]) : []),
      ];
    case 'calculate':
      return [['calculate', event.calculator, calculateDetail(event.mode, event)]];
    case 'explore':
      return [['explore', event.calculator, event.explorer]];
    case 'copy':
      return [['copy', event.calculator, event.what]];
    case 'embed-view':
      return [['embed-view', event.calculator, countedHost(event.host)]];
    case 'plan-step':
      return [['plan-step', event.calculator, event.plan]];
  }
}

/** The counts `events` add on `day`, one per distinct kind, calculator and detail. */
export function countsOf(events: readonly UsageEvent[], day: string): UsageCount[] {
  const counts = new Map<string, UsageCount>();
  for (const event of events) {
    for (const [kind, calculator, detail] of partsOf(event)) {
      const key = `${kind}\u0000${calculator}\u0000${detail}`;
      const found = counts.get(key);
      if (found) found.count += 1;
      else counts.set(key, { day, event: kind, calculator, detail, count: 1 });
    }
  }
  return [...counts.values()];
}
