/**
 * The PostgreSQL store's usage counts (tables of migrations 3 and 4): a
 * batch's counts upserted into the day's and the month's rows and the day's
 * totals by event in one statement; reads ordered as the JSON store orders
 * them, hosts as the admin may see them (api/usage-hosts.ts).
 *
 * The daily cap on hosts holds across server processes: a row naming a host
 * new to its day is only ever inserted by a transaction that holds that
 * day's and kind's advisory lock and has counted the day's host rows after
 * taking it. Rows are never deleted, so a host seen stored, or a day seen
 * full, stays so: each process remembers them for the latest days, and a
 * batch of such hosts is one statement, as one without hosts is.
 */
import type pg from 'pg';
import type { UsageCount, UsageDayTotal, UsageTotal } from '../../../contract/events';
import { OTHER_HOSTS } from '../../../contract/usage-hosts';
import { HOST_EVENTS, HOSTS_PER_DAY, hostsForAdmin, withinDailyCap, type KeptHosts } from '../../usage-hosts';

/** Runs one statement with the store's deadlines, its errors as the store reports them. */
export type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>>;

/** Runs `work` in one transaction on one connection: committed once it resolves, rolled back if it throws. */
export type Transaction = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

/** The first key of the advisory locks that guard a day's host rows (the second is the day's and kind's hash). */
const HOSTS_LOCK = 51_002;

const isHostRow = (c: UsageCount) => HOST_EVENTS.has(c.event) && c.detail !== OTHER_HOSTS;
const rowKey = (c: Pick<UsageCount, 'day' | 'event' | 'calculator' | 'detail'>) => JSON.stringify([c.day, c.event, c.calculator, c.detail]);

/** `counts` added to their rows, in one statement: one commit, all or none. */
async function upsert(query: Query, counts: readonly UsageCount[]): Promise<void> {
  // One row per key (a statement may not update a row twice), in one order, so concurrent batches never deadlock.
  const rows = new Map<string, UsageCount>();
  for (const c of counts) {
    const found = rows.get(rowKey(c));
    rows.set(rowKey(c), found ? { ...found, count: found.count + c.count } : { ...c });
  }
  const ordered = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  if (ordered.length === 0) return;
  // The day's detail, the month's detail and the day's total by event.
  await query(
    `WITH rows AS (
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::bigint[]) AS r(day, event, calculator, detail, count)
     ), daily AS (
       INSERT INTO usage_daily (day, event, calculator, detail, count) SELECT * FROM rows
       ON CONFLICT (day, event, calculator, detail) DO UPDATE SET count = usage_daily.count + EXCLUDED.count
     ), monthly AS (
       INSERT INTO usage_monthly (month, event, calculator, detail, count)
       SELECT date_trunc('month', day)::date, event, calculator, detail, sum(count) FROM rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
       ON CONFLICT (month, event, calculator, detail) DO UPDATE SET count = usage_monthly.count + EXCLUDED.count
     )
     INSERT INTO usage_day_events (day, event, count) SELECT day, event, sum(count) FROM rows GROUP BY 1, 2 ORDER BY 1, 2
     ON CONFLICT (day, event) DO UPDATE SET count = usage_day_events.count + EXCLUDED.count`,
    [
      ordered.map((r) => r.day),
      ordered.map((r) => r.event),
      ordered.map((r) => r.calculator),
      ordered.map((r) => r.detail),
      ordered.map((r) => r.count),
    ],
  );
}

/** Which of the host rows `asked` are stored, and how many host rows each of their days and kinds holds. */
async function keptHosts(query: Query, asked: readonly UsageCount[]): Promise<KeptHosts> {
  const { rows } = await query<{ what: 'kept' | 'size'; day: string; event: string; calculator: string; detail: string; n: string }>(
    `WITH asked AS (
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[]) AS a(day, event, calculator, detail)
     )
     SELECT 'kept' AS what, to_char(u.day, 'YYYY-MM-DD') AS day, u.event, u.calculator, u.detail, 0::bigint AS n
     FROM usage_daily u JOIN asked a USING (day, event, calculator, detail)
     UNION ALL
     SELECT 'size', to_char(k.day, 'YYYY-MM-DD'), k.event, '', '',
            (SELECT count(*) FROM usage_daily u WHERE u.day = k.day AND u.event = k.event AND u.detail <> $5)
     FROM (SELECT DISTINCT day, event FROM asked) k`,
    [asked.map((c) => c.day), asked.map((c) => c.event), asked.map((c) => c.calculator), asked.map((c) => c.detail), OTHER_HOSTS],
  );
  const kept = new Set(rows.filter((r) => r.what === 'kept').map(rowKey));
  const sizes = new Map(rows.filter((r) => r.what === 'size').map((r) => [`${r.day}\u0000${r.event}`, Number(r.n)]));
  return { has: (c) => kept.has(rowKey(c)), size: (day, event) => sizes.get(`${day}\u0000${event}`) ?? 0 };
}

/** What a process has seen of the latest days' host rows: those stored and the days and kinds that are full. */
class SeenHosts implements KeptHosts {
  /** By day: rows seen stored (rowKey), and kinds seen full. */
  readonly #days = new Map<string, { kept: Set<string>; full: Set<string> }>();

  #day(day: string) {
    let seen = this.#days.get(day);
    if (!seen) {
      this.#days.set(day, (seen = { kept: new Set(), full: new Set() }));
      // Batches are counted on today (or yesterday, around midnight): older days are not asked about again.
      for (const old of [...this.#days.keys()].sort().slice(0, -2)) this.#days.delete(old);
    }
    return seen;
  }

  has(c: UsageCount): boolean {
    return this.#days.get(c.day)?.kept.has(rowKey(c)) ?? false;
  }

  size(day: string, event: string): number {
    return this.#days.get(day)?.full.has(event) ? HOSTS_PER_DAY : 0;
  }

  /** Whether every host row of `asked` is known stored or in a day and kind known full: no need to ask the database. */
  knows(asked: readonly UsageCount[]): boolean {
    return asked.every((c) => this.has(c) || this.size(c.day, c.event) >= HOSTS_PER_DAY);
  }

  /** Remembers what `kept` (read from the database, or committed) says. */
  learn(asked: readonly UsageCount[], kept: KeptHosts): void {
    for (const c of asked) {
      if (kept.has(c)) this.#day(c.day).kept.add(rowKey(c));
      if (kept.size(c.day, c.event) >= HOSTS_PER_DAY) this.#day(c.day).full.add(c.event);
    }
  }
}

/** One store's usage counts over its statements and transactions. */
export class PostgresUsage {
  readonly #query: Query;
  readonly #transaction: Transaction;
  readonly #seen = new SeenHosts();

  constructor(query: Query, transaction: Transaction) {
    this.#query = query;
    this.#transaction = transaction;
  }

  /** Adds `counts`, each host new to its day past the day's cap as other (withinDailyCap). */
  async add(counts: readonly UsageCount[]): Promise<void> {
    const asked = counts.filter(isHostRow);
    if (asked.length === 0) return upsert(this.#query, counts);
    if (this.#seen.knows(asked)) return upsert(this.#query, withinDailyCap(counts, this.#seen));
    const stored = await keptHosts(this.#query, asked);
    this.#seen.learn(asked, stored);
    const capped = withinDailyCap(counts, stored);
    const fresh = capped.filter((c) => isHostRow(c) && !stored.has(c));
    if (fresh.length === 0) return upsert(this.#query, capped);
    const added = await this.#transaction(async (locked) => {
      // Locks in one order, so two batches with new hosts of both kinds never wait for each other.
      for (const day of [...new Set(fresh.map((c) => `${c.day}|${c.event}`))].sort()) {
        await locked('SELECT pg_advisory_xact_lock($1, hashtext($2))', [HOSTS_LOCK, day]);
      }
      // Read again under the lock (a new statement sees every commit before it): what another process added counts.
      const rows = withinDailyCap(counts, await keptHosts(locked, asked));
      await upsert(locked, rows);
      return rows;
    });
    const committed = new Set(added.filter(isHostRow).map(rowKey));
    this.#seen.learn(asked, { has: (c) => committed.has(rowKey(c)), size: () => 0 });
  }

  /** The daily counts from `from` to `to` (YYYY-MM-DD, both included), hosts as the admin may see them. */
  counts(from: string, to: string): Promise<UsageCount[]> {
    return usageCounts(this.#query, from, to);
  }

  /** The same period added up, hosts as the admin may see them, and each day's total by event. */
  totals(from: string, to: string): Promise<{ totals: UsageTotal[]; days: UsageDayTotal[] }> {
    return usageTotals(this.#query, from, to);
  }
}

/** The daily counts from `from` to `to` (YYYY-MM-DD, both included), hosts as the admin may see them. */
async function usageCounts(query: Query, from: string, to: string): Promise<UsageCount[]> {
  // Ordered by code point (COLLATE "C"), as the JSON store orders them, whatever the database's locale.
  const { rows } = await query<{ day: string; event: string; calculator: string; detail: string; count: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, event, calculator, detail, count FROM usage_daily
     WHERE day BETWEEN $1::date AND $2::date
     ORDER BY day, event COLLATE "C", calculator COLLATE "C", detail COLLATE "C"`,
    [from, to],
  );
  return hostsForAdmin(
    rows.map((r) => ({ day: r.day, event: r.event, calculator: r.calculator, detail: r.detail, count: Number(r.count) })),
  );
}

/** The same period added up, hosts as the admin may see them, and each day's total by event. */
async function usageTotals(query: Query, from: string, to: string): Promise<{ totals: UsageTotal[]; days: UsageDayTotal[] }> {
  // Whole months from the monthly rollup; the days of the months the period only starts or ends in, from the daily rows.
  const [totals, days] = await Promise.all([
    query<{ event: string; calculator: string; detail: string; count: string }>(
      `WITH bounds AS (
         SELECT $1::date AS first, $2::date AS last,
                CASE WHEN $1::date = date_trunc('month', $1::date)::date THEN $1::date
                     ELSE (date_trunc('month', $1::date) + interval '1 month')::date END AS whole_from,
                CASE WHEN ($2::date + 1) = (date_trunc('month', $2::date) + interval '1 month')::date THEN ($2::date + 1)
                     ELSE date_trunc('month', $2::date)::date END AS whole_to
       ), parts AS (
         SELECT event, calculator, detail, count FROM usage_monthly, bounds WHERE month >= whole_from AND month < whole_to
         UNION ALL
         SELECT event, calculator, detail, count FROM usage_daily, bounds
         WHERE day BETWEEN first AND last AND (whole_from >= whole_to OR day < whole_from OR day >= whole_to)
       )
       SELECT event, calculator, detail, sum(count) AS count FROM parts
       GROUP BY event, calculator, detail ORDER BY event COLLATE "C", calculator COLLATE "C", detail COLLATE "C"`,
      [from, to],
    ),
    query<{ day: string; event: string; count: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, event, count FROM usage_day_events
       WHERE day BETWEEN $1::date AND $2::date ORDER BY day, event COLLATE "C"`,
      [from, to],
    ),
  ]);
  return {
    totals: hostsForAdmin(totals.rows.map((r) => ({ event: r.event, calculator: r.calculator, detail: r.detail, count: Number(r.count) }))),
    days: days.rows.map((r) => ({ day: r.day, event: r.event, count: Number(r.count) })),
  };
}
