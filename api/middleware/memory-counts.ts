/**
 * The rate limits' counts in the process's memory (the JSON file's server,
 * one process), keyed by the client names of ./client-key.ts.
 *
 * MemoryCounts is hono-rate-limiter's MemoryStore answering each hit with its
 * own count. The MemoryStore answers `increment` with the client's live
 * record, which the limiter reads only after an `await`: by then every
 * request of a burst has added its hit, so all of them read the burst's
 * total and a burst of eleven forms from one address was refused eleven
 * times, where the limit of ten lets ten through (as the PostgreSQL counts,
 * whose every hit is its own row value, did). Found by the API fuzz suite
 * (issue 31).
 */
import { MemoryStore, type ClientRateLimitInfo } from 'hono-rate-limiter';
import { judged, type LoginAttempt, type LoginFailureCounts, type OpenFailures } from '../store/login-failure-counts';

/** A MemoryStore whose `increment` answers the count as it was at that hit. */
export class MemoryCounts extends MemoryStore {
  override increment(key: string): ClientRateLimitInfo {
    const client = super.increment(key);
    return { totalHits: client.totalHits, ...(client.resetTime ? { resetTime: new Date(client.resetTime) } : {}) };
  }
}

/**
 * Failed logins in memory, in windows of `windowMs` from a client's first failure. A login is read, checked and
 * counted synchronously, with no `await` in between, so no other request of this process comes between them:
 * that is the client's turn (issue 51, item 1).
 */
export class MemoryLoginFailures implements LoginFailureCounts {
  readonly #counts = new MemoryCounts();

  constructor(windowMs: number) {
    // The store reads only windowMs of the limiter's options (and drops windows that ended every windowMs).
    this.#counts.init({ windowMs } as Parameters<MemoryStore['init']>[0]);
  }

  attempt(keys: readonly string[], limit: number, check?: () => boolean): Promise<LoginAttempt> {
    const now = Date.now();
    const open: OpenFailures[] = [];
    for (const key of keys) {
      const failures = this.#counts.get(key);
      if (failures?.resetTime && failures.resetTime.getTime() > now && failures.totalHits > 0) {
        open.push({ hits: failures.totalHits, msLeft: failures.resetTime.getTime() - now });
      }
    }
    const outcome = judged(open, limit, check);
    if (!outcome.refused && outcome.failed) this.#counts.increment(keys[0]!);
    return Promise.resolve(outcome);
  }
}
