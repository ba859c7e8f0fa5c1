/**
 * The JSON file's usage counts: per day, a list of `[event, calculator,
 * detail, count]`, which is what PostgreSQL's table holds too. In memory a
 * map per day; a commit re-encodes only the days that changed since the last
 * one (usually today), so a year of counts costs a write no more than a day.
 * Hosts are kept within the day's cap and shown as the admin may see them
 * (api/usage-hosts.ts).
 */
import type { UsageCount, UsageDayTotal, UsageTotal } from '../../contract/events';
import { OTHER_HOSTS } from '../../contract/usage-hosts';
import { HOST_EVENTS, hostsForAdmin, withinDailyCap, type KeptHosts } from '../usage-hosts';

/** A day's counts as the file holds them. */
export type StoredUsageDay = [event: string, calculator: string, detail: string, count: number][];

const keyOf = (c: Pick<UsageCount, 'event' | 'calculator' | 'detail'>) => JSON.stringify([c.event, c.calculator, c.detail]);

/** `list` sorted by the names `order` gives, compared one by one by code unit (as PostgreSQL's COLLATE "C"). */
function inOrder<T>(list: T[], order: (item: T) => string[]): T[] {
  return list.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  });
}

export class UsageDays {
  readonly #days = new Map<string, Map<string, number>>();
  readonly #encoded = new Map<string, Buffer>();
  /** How many rows naming a host each day and kind holds (`day\u0000event`), for the daily cap. */
  readonly #hostRows = new Map<string, number>();
  readonly #kept: KeptHosts = {
    has: (c) => this.#days.get(c.day)?.has(keyOf(c)) ?? false,
    size: (day, event) => this.#hostRows.get(`${day}\u0000${event}`) ?? 0,
  };

  /** `stored` is the file's `usage` object (day → counts), as read. */
  constructor(stored: Record<string, StoredUsageDay>) {
    for (const [day, rows] of Object.entries(stored)) {
      const counts = new Map<string, number>();
      for (const [event, calculator, detail, count] of rows) {
        counts.set(keyOf({ event, calculator, detail }), count);
        this.#countHostRow({ day, event, detail }, 1);
      }
      this.#days.set(day, counts);
    }
  }

  /** Counts a row naming a host in (+1) or out (-1) of its day's rows for the cap. */
  #countHostRow(c: Pick<UsageCount, 'day' | 'event' | 'detail'>, change: 1 | -1): void {
    if (!HOST_EVENTS.has(c.event) || c.detail === OTHER_HOSTS) return;
    const key = `${c.day}\u0000${c.event}`;
    this.#hostRows.set(key, (this.#hostRows.get(key) ?? 0) + change);
  }

  /**
   * Adds `counts`, a host new to its day past the day's cap as other (withinDailyCap: applied and checked with no
   * await between, so concurrent batches cannot pass the cap); returns what takes them back out (a commit that failed).
   */
  add(counts: readonly UsageCount[]): () => void {
    const added = withinDailyCap(counts, this.#kept);
    for (const c of added) {
      let day = this.#days.get(c.day);
      if (!day) this.#days.set(c.day, (day = new Map()));
      const key = keyOf(c);
      const before = day.get(key);
      if (before === undefined) this.#countHostRow(c, 1);
      day.set(key, (before ?? 0) + c.count);
      this.#encoded.delete(c.day);
    }
    return () => {
      for (const c of added) {
        const day = this.#days.get(c.day)!;
        const key = keyOf(c);
        const left = day.get(key)! - c.count;
        if (left > 0) day.set(key, left);
        else {
          day.delete(key);
          this.#countHostRow(c, -1);
        }
        if (day.size === 0) this.#days.delete(c.day);
        this.#encoded.delete(c.day);
      }
    };
  }

  /** The counts as stored from `from` to `to` (YYYY-MM-DD, both included), by day, event, calculator and detail. */
  #stored(from: string, to: string): UsageCount[] {
    const found: UsageCount[] = [];
    for (const [day, counts] of this.#days) {
      if (day < from || day > to) continue;
      for (const [key, count] of counts) {
        const [event, calculator, detail] = JSON.parse(key) as [string, string, string];
        found.push({ day, event, calculator, detail, count });
      }
    }
    return inOrder(found, (c) => [c.day, c.event, c.calculator, c.detail]);
  }

  /** The counts from `from` to `to` (YYYY-MM-DD, both included), by day, event, calculator and detail, hosts as the admin sees them. */
  between(from: string, to: string): UsageCount[] {
    return hostsForAdmin(this.#stored(from, to));
  }

  /** The counts from `from` to `to` added up: by event, calculator and detail (hosts as the admin sees them), and by day and event. */
  totals(from: string, to: string): { totals: UsageTotal[]; days: UsageDayTotal[] } {
    const totals = new Map<string, UsageTotal>();
    const days = new Map<string, UsageDayTotal>();
    for (const c of this.#stored(from, to)) {
      const key = keyOf(c);
      const total = totals.get(key);
      if (total) total.count += c.count;
      else totals.set(key, { event: c.event, calculator: c.calculator, detail: c.detail, count: c.count });
      const dayKey = `${c.day}\u0000${c.event}`;
      const day = days.get(dayKey);
      if (day) day.count += c.count;
      else days.set(dayKey, { day: c.day, event: c.event, count: c.count });
    }
    return {
      totals: hostsForAdmin(inOrder([...totals.values()], (t) => [t.event, t.calculator, t.detail])),
      days: inOrder([...days.values()], (d) => [d.day, d.event]),
    };
  }

  /** The file's `usage` object without its braces, one `"day":[…]` per day (none when there are no counts). */
  chunks(): Buffer[] {
    const days = [...this.#days.keys()].sort();
    return days.map((day, i) => {
      let encoded = this.#encoded.get(day);
      if (!encoded) {
        const rows: StoredUsageDay = [...this.#days.get(day)!].map(([key, count]) => [
          ...(JSON.parse(key) as [string, string, string]),
          count,
        ]);
        encoded = Buffer.from(`${JSON.stringify(day)}:${JSON.stringify(rows)}`);
        this.#encoded.set(day, encoded);
      }
      return i === 0 ? encoded : Buffer.concat([Buffer.from(','), encoded]);
    });
  }
}
