/**
 * GET /api/health: 200 `{ success: true }` only while the store can take a
 * write, else 503 `{ success: false, message }` with Retry-After (the API's
 * one failure shape, api/failure.ts), so a load balancer
 * sends visitors elsewhere instead of to a server that cannot keep their
 * messages. The store's check touches the disk (or the database), so its
 * answer is kept for HEALTH_CACHE_MS: a balancer polling every few
 * milliseconds costs one check a second. A failed write seen by any request
 * counts as a failed check at once.
 */
import { healthUnavailable } from '../contract/messages/requests';
import type { Handler } from 'hono';
import { unavailable, type StoreFailureLog } from './store-unavailable';
import { StoreUnavailableError, type SubmissionStore } from './store/submission-store';

/** How long, in milliseconds, one check's answer stands. */
export const HEALTH_CACHE_MS = 1_000;

/** A check that has not answered in this many milliseconds counts as failed (a database that hangs is not healthy). */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** The 200 body of GET /api/health; a 503 is the API's FailureBody. */
export type HealthBody = { success: true };

/** The store's writability as last checked: `undefined` when writable, else the reason. */
export class StoreHealth {
  readonly #store: Pick<SubmissionStore, 'checkWritable'>;
  readonly #log: StoreFailureLog;
  readonly #now: () => number;
  #answer: { at: number; reason: string | undefined } | undefined;
  #checking: Promise<string | undefined> | undefined;

  /** `log` gets each failed check's reason; `now` is the clock in milliseconds. */
  constructor(store: Pick<SubmissionStore, 'checkWritable'>, log: StoreFailureLog, now: () => number = () => Date.now()) {
    this.#store = store;
    this.#log = log;
    this.#now = now;
  }

  /** Resolves with undefined when the store can be written, else with why not; never rejects. */
  check(): Promise<string | undefined> {
    if (this.#answer && this.#now() - this.#answer.at < HEALTH_CACHE_MS) return Promise.resolve(this.#answer.reason);
    // Requests that arrive while a check runs share it rather than start their own.
    this.#checking ??= this.#run().finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  /** A write just failed with `reason`: report it unhealthy from now on, until a check after HEALTH_CACHE_MS passes. */
  markUnavailable(reason: string): void {
    this.#answer = { at: this.#now(), reason };
  }

  async #run(): Promise<string | undefined> {
    const started = this.#now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new StoreUnavailableError(`the store did not answer a check within ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
        HEALTH_CHECK_TIMEOUT_MS,
      );
    });
    let reason: string | undefined;
    try {
      await Promise.race([this.#store.checkWritable(), timeout]);
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
      this.#log.report(reason);
    } finally {
      clearTimeout(timer);
    }
    // A write that failed while this check ran is newer news than a check that passed.
    const failedSince = this.#answer?.reason !== undefined && this.#answer.at >= started;
    if (reason !== undefined || !failedSince) this.#answer = { at: started, reason };
    return this.#answer!.reason;
  }
}

/** The GET /api/health handler over `health`. */
export function healthRoute(health: StoreHealth): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const reason = await health.check();
    if (reason === undefined) return c.json<HealthBody>({ success: true });
    throw unavailable(healthUnavailable);
  };
}
