/**
 * hono-rate-limiter's in-process counts, answering each hit with its own
 * count. Its MemoryStore answers `increment` with the client's live record,
 * which the limiter reads only after an `await`: by then every request of a
 * burst has added its hit, so all of them read the burst's total and a burst
 * of eleven forms from one address was refused eleven times, where the
 * limit of ten lets ten through (as the PostgreSQL counts, whose every hit
 * is its own row value, did). Found by the API fuzz suite (issue 31).
 */
import { MemoryStore, type ClientRateLimitInfo } from 'hono-rate-limiter';

/** A MemoryStore whose `increment` answers the count as it was at that hit. */
export class MemoryCounts extends MemoryStore {
  override increment(key: string): ClientRateLimitInfo {
    const client = super.increment(key);
    return { totalHits: client.totalHits, ...(client.resetTime ? { resetTime: new Date(client.resetTime) } : {}) };
  }
}
