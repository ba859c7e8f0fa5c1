/**
 * The Idempotency-Keys the JSON-file store has seen in the last 24 hours
 * (IDEMPOTENCY_WINDOW_MS). They live in the data file (`idempotencyKeys`)
 * and change in the same commit as the record they stored, so a crash
 * cannot keep one without the other. One set for the whole store: a key
 * used on a contact submission is used up for calculator requests too.
 *
 * An expired key is never answered. Expired keys are dropped from the file
 * at most once per PRUNE_INTERVAL_MS: dropping one from the front on every
 * commit would make each commit encode every key again.
 */
import { IDEMPOTENCY_WINDOW_MS } from '../../contract/idempotency';
import { EncodedList } from './json-encoded-list';
import type { IdempotencyEntry } from './store-data';

/** How often, in milliseconds, expired keys are dropped from the file when it is written. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** The remembered keys, kept with their encoded JSON. */
export class IdempotencyKeys {
  readonly encoded: EncodedList<[string, IdempotencyEntry]>;
  readonly #entries: [string, IdempotencyEntry][];
  readonly #byKey = new Map<string, IdempotencyEntry>();
  #prunedAt = Number.NEGATIVE_INFINITY;

  /** Takes over `entries` (in the order they were remembered) as the list written to the file. */
  constructor(entries: [string, IdempotencyEntry][]) {
    this.#entries = entries;
    this.encoded = new EncodedList(entries, ([key, entry]) => `${JSON.stringify(key)}:${JSON.stringify(entry)}`);
    for (const [key, entry] of entries) this.#byKey.set(key, entry);
  }

  /** The entry for `key` if it was remembered less than 24 hours before `now` (milliseconds since the epoch). */
  find(key: string, now: number): IdempotencyEntry | undefined {
    const entry = this.#byKey.get(key);
    return entry && isLive(entry, now) ? entry : undefined;
  }

  /**
   * Remembers `key` (whose earlier entry, if any, must have expired) and
   * answers how to forget it again, for an add whose commit failed. Drops
   * expired keys first when the last time was PRUNE_INTERVAL_MS ago.
   */
  remember(key: string, entry: IdempotencyEntry, now: number): () => void {
    if (this.#byKey.has(key) || now - this.#prunedAt >= PRUNE_INTERVAL_MS) this.#prune(now);
    this.#entries.push([key, entry]);
    this.#byKey.set(key, entry);
    return () => {
      if (this.#byKey.get(key) !== entry) return;
      this.#byKey.delete(key);
      for (let i = this.#entries.length - 1; i >= 0; i -= 1) {
        if (this.#entries[i]![1] === entry) {
          this.#entries.splice(i, 1);
          this.encoded.removed(i);
          return;
        }
      }
    };
  }

  #prune(now: number): void {
    this.#prunedAt = now;
    let kept = 0;
    for (const pair of this.#entries) {
      if (isLive(pair[1], now)) this.#entries[kept++] = pair;
      else this.#byKey.delete(pair[0]);
    }
    if (kept === this.#entries.length) return;
    this.#entries.length = kept;
    this.encoded.reset();
  }
}

/** A time that does not parse counts as expired, so a damaged entry is never answered. */
function isLive(entry: IdempotencyEntry, now: number): boolean {
  return Date.parse(entry.createdAt) > now - IDEMPOTENCY_WINDOW_MS;
}
