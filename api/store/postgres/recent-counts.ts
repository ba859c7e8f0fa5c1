/**
 * Counts of whole lists, kept for a moment. Counting 100,000 rows costs
 * PostgreSQL about 12 ms of CPU, and the admin's first page and tabs ask for
 * the totals on every load; keeping them maintained by triggers cost every
 * submission 12–15% of the throughput. So a count is reused for up to
 * `maxAgeMs` and dropped as soon as this process writes: an admin sees their
 * own changes at once, and another process's within `maxAgeMs`.
 */

/** A count per key, fresh for `maxAgeMs` milliseconds or until clear(). */
export class RecentCounts {
  readonly #maxAgeMs: number;
  readonly #kept = new Map<string, { at: number; value: Promise<number> }>();

  constructor(maxAgeMs: number) {
    this.#maxAgeMs = maxAgeMs;
  }

  /** The kept count for `key`, or `count()`'s (shared by callers that ask while it runs). */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const kept = this.#kept.get(key);
    if (kept && now - kept.at < this.#maxAgeMs) return kept.value;
    const entry = { at: now, value: count() };
    this.#kept.set(key, entry);
    // A failed count is not kept; a newer entry under the same key is left alone.
    entry.value.catch(() => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
    });
    return entry.value;
  }

  /** Forgets every count (a count still running is not kept either): call after any write. */
  clear(): void {
    this.#kept.clear();
  }
}
