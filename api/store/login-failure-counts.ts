/**
 * What the failed-login limit (api/middleware/rate-limits.ts) needs of its
 * counts: a client's logins taken one at a time, so that its failures are
 * read, its credentials checked and a failure counted with no other login of
 * that client in between. Reading first and counting after the answer let
 * fifty wrong passwords sent at once all be checked, each having read the
 * count before any had added to it (issue 51, item 1). The counts live in
 * the process's memory (api/middleware/memory-counts.ts) or, shared by every
 * server process, in PostgreSQL (./postgres/rate-limit-store.ts).
 */

/**
 * What one login came to: refused before its credentials were looked at (the
 * client's failures reach the limit; `retryAfterMs` until they no longer do),
 * or let through to the login, `failed` when its credentials were checked and
 * were wrong (that failure is counted by then).
 */
export type LoginAttempt = { refused: true; retryAfterMs: number } | { refused: false; failed: boolean };

/** A client's failures in one open window: how many, and the milliseconds until the window ends. */
export interface OpenFailures {
  hits: number;
  msLeft: number;
}

/** Failed-login counts that take one login of a client at a time. */
export interface LoginFailureCounts {
  /**
   * One login of the client named by `keys` (today's key first, then those of earlier days whose windows may still
   * be open: api/middleware/client-key.ts). Refused when its failures in those windows reach `limit`, and `check`
   * is not run; otherwise `check` runs (synchronously, in the client's turn) and `false` adds a failure under
   * today's key. Without `check` (a request that carries no credentials) nothing is checked or counted. Rejects
   * with StoreUnavailableError when the counts cannot be read or written.
   */
  attempt(keys: readonly string[], limit: number, check?: () => boolean): Promise<LoginAttempt>;
}

/**
 * The outcome of a login whose client has the failures `open`, decided in its turn: both stores decide alike.
 * @example judged([{ hits: 10, msLeft: 60_000 }], 10, check) // { refused: true, retryAfterMs: 60_000 }, check not run
 */
export function judged(open: readonly OpenFailures[], limit: number, check?: () => boolean): LoginAttempt {
  let total = open.reduce((sum, window) => sum + window.hits, 0);
  if (total < limit) return { refused: false, failed: check !== undefined && !check() };
  // The client may try again once enough of its windows have ended to bring it under the limit.
  for (const window of [...open].sort((a, b) => a.msLeft - b.msLeft)) {
    total -= window.hits;
    if (total < limit) return { refused: true, retryAfterMs: window.msLeft };
  }
  return { refused: true, retryAfterMs: 0 };
}
