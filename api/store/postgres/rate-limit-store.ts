/**
 * hono-rate-limiter's Store over PostgreSQL: one row per limit and client,
 * counted by an atomic upsert, so every server process sees the same count
 * (a fixed window per client, as the in-memory store counts).
 */
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type pg from 'pg';
import { storeError } from './errors';

/** Counts for the limit called `prefix`, in windows of `windowMs` milliseconds. */
export class PostgresRateLimitStore implements Store {
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
      .query<{ hits: number; reset_at: Date }>(
        `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
        [this.prefix + key, this.#windowMs],
      )
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
}
