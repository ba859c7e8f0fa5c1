/**
 * What happens when the store cannot take a write (disk full, folder gone,
 * database down): the request is answered 503 with Retry-After, and the
 * server log gets one line per reason, not a stack per request. A store
 * that breaks under load fails every request the same way; a line for each
 * would bury the reason and fill the disk that may already be full.
 */
import { storeUnavailable } from '../contract/messages/requests';
import { ApiFailure } from './failure';

/**
 * Seconds a client is asked to wait before sending again. A store that is
 * down is rarely back within seconds (a full disk, a database restart), and
 * every retry is a request that fails again; the forms' message says "in a
 * minute", so half that is a fair first retry.
 */
export const STORE_RETRY_AFTER_SECONDS = 30;

/** How long, in milliseconds, one reason is logged once at most. */
export const STORE_LOG_INTERVAL_MS = 10_000;

/** A 503 with Retry-After, never cached: `message` says what could not be done (by default, a write). */
export function unavailable(message = storeUnavailable): ApiFailure {
  return new ApiFailure(503, message, { headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } });
}

/**
 * Logs `Store unavailable: <reason>` at most once per reason per
 * STORE_LOG_INTERVAL_MS; the next line for a reason says how many were left
 * out since the last one. Left-out failures of a burst that stops are not
 * reported later (the reason was, and the failures ended).
 */
export class StoreFailureLog {
  readonly #write: (line: string) => void;
  readonly #now: () => number;
  readonly #seen = new Map<string, { at: number; suppressed: number }>();

  /** `write` gets each line (console.error by default); `now` is the clock in milliseconds. */
  constructor(write: (line: string) => void = (line) => console.error(line), now: () => number = () => Date.now()) {
    this.#write = write;
    this.#now = now;
  }

  /** Notes one failure with `reason` (the store's message). */
  report(reason: string): void {
    const now = this.#now();
    const seen = this.#seen.get(reason);
    if (seen && now - seen.at < STORE_LOG_INTERVAL_MS) {
      seen.suppressed += 1;
      return;
    }
    const more = seen?.suppressed ? ` (${seen.suppressed} more like it since the last line)` : '';
    this.#write(`Store unavailable: ${reason}${more}`);
    this.#forgetOld(now);
    this.#seen.set(reason, { at: now, suppressed: 0 });
  }

  /** Reasons can carry changing details (a file name, an address); old ones are dropped so the map stays small. */
  #forgetOld(now: number): void {
    if (this.#seen.size < 100) return;
    for (const [reason, seen] of this.#seen) {
      if (now - seen.at >= STORE_LOG_INTERVAL_MS) this.#seen.delete(reason);
    }
  }
}
