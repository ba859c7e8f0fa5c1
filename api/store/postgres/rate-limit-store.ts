/**
 * hono-rate-limiter's Store over PostgreSQL: one row per limit and client,
 * counted by an atomic upsert, so every server process sees the same count
 * (a fixed window per client, as the in-memory store counts). The client
 * is its name (api/middleware/client-key.ts), a keyed hash: no row holds an
 * address. The failed-login limit takes a client's logins one at a time
 * (`attempt`), across every process on the database.
 */
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type pg from 'pg';
import { judged, type LoginAttempt, type LoginFailureCounts, type OpenFailures } from '../login-failure-counts';
import { storeError } from './errors';

/** Adds a hit to $1's window of $2 ms; a window that has ended starts again at 1. */
const ADD_HIT = `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       VALUES ($1, 1, statement_timestamp() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= statement_timestamp() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= statement_timestamp() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`;

/** Counts for the limit called `prefix`, in windows of `windowMs` milliseconds. */
export class PostgresRateLimitStore implements Store, LoginFailureCounts {
  readonly prefix: string;
  readonly localKeys = false;
  readonly #pool: pg.Pool;
  readonly #windowMs: number;

  constructor(pool: pg.Pool, prefix: string, windowMs: number) {
    this.#pool = pool;
    this.prefix = `${prefix}:`;
    this.#windowMs = windowMs;
  }

  /** Adds a hit; a window that has ended starts again at 1. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.#pool
      .query<{ hits: number; reset_at: Date }>(ADD_HIT, [this.prefix + key, this.#windowMs])
      .catch(storeError);
    return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at };
  }

  /** The current window's hits, or undefined when none. */
  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.#pool
      .query<{ hits: number; reset_at: Date }>('SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()', [
        this.prefix + key,
      ])
      .catch(storeError);
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined;
  }

  /** Takes back a hit (a request that should not count, such as a successful login). */
  async decrement(key: string): Promise<void> {
    await this.#pool
      .query('UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()', [this.prefix + key])
      .catch(storeError);
  }

  async resetKey(key: string): Promise<void> {
    await this.#pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]).catch(storeError);
  }

  /**
   * One login (LoginFailureCounts): in a transaction that holds an advisory lock on the client's name from reading
   * its failures to counting this one, so the logins of a client take turns across every process on the database.
   * Reading alone writes nothing: a read-only database still lets the admin in. A lock waited for longer than the
   * statement deadline, or a database that does not answer, rejects with StoreUnavailableError (answered 503).
   */
  async attempt(keys: readonly string[], limit: number, check?: () => boolean): Promise<LoginAttempt> {
    const client = await this.#pool.connect().catch(storeError);
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [this.prefix + keys[0]]);
      // A statement of its own, after the lock: its snapshot holds every failure counted before the lock was had.
      const { rows } = await client.query<OpenFailures>(
        `SELECT hits, extract(epoch FROM reset_at - statement_timestamp())::float8 * 1000 AS "msLeft"
           FROM rate_limit_hits WHERE key = ANY($1) AND reset_at > statement_timestamp() AND hits > 0`,
        [keys.map((key) => this.prefix + key)],
      );
      const outcome = judged(rows, limit, check);
      if (!outcome.refused && outcome.failed) await client.query(ADD_HIT, [this.prefix + keys[0], this.#windowMs]);
      await client.query('COMMIT');
      client.release();
      return outcome;
    } catch (error) {
      // Closed rather than rolled back: a ROLLBACK to a database that does not answer would wait its own deadline,
      // and closing the connection ends its transaction and lock as surely.
      client.release(true);
      return storeError(error);
    }
  }
}
