/**
 * Per-client rate limits: on the public form submissions and on usage
 * batches (hono-rate-limiter's), and on failed admin logins (our own, as it
 * checks the credentials in the client's turn). A limit of 0 turns it off.
 * Clients are counted under their names (./client-key.ts), a keyed hash of
 * the address, never the address itself. The counts live in the process's
 * memory, or, given a shared `counts` store (the database's, when there is
 * one), in one place for every server process.
 */
import type { MiddlewareHandler } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import { tooManyFailedLogins } from '../../contract/messages/admin';
import { tooManySubmissions } from '../../contract/messages/forms';
import { tooManyEvents } from '../../contract/messages/requests';
import { waitText } from '../../contract/messages/wait';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/idempotency';
import { ApiFailure } from '../failure';
import type { LoginFailureCounts } from '../store/login-failure-counts';
import { loginRefused, type AdminCredentials } from './admin-login';
import { AcrossDays, joinedNames, type ClientKeys } from './client-key';
import { MemoryCounts, MemoryLoginFailures } from './memory-counts';

/** How much each client may do per window. */
export interface RateLimits {
  /** Contact messages and calculator requests together, per client and window; 0 = no limit. */
  submissions: number;
  /** Failed admin logins per client and window before all its admin calls get 429; 0 = no limit. */
  loginFailures: number;
  /** Usage batches (POST /api/events) per client and window; 0 = no limit. A page sends one every 10 s at most. */
  events: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Take the client's address from the last X-Forwarded-For entry (behind one reverse proxy). */
  trustProxy: boolean;
  /** The secret the day's keys of client names are derived from (RATE_LIMIT_SECRET); the admin password when absent. */
  clientKeySecret?: string;
}

/** Ten submissions, ten failed logins and 120 usage batches per 15 minutes. */
export const defaultRateLimits: RateLimits = {
  submissions: 10,
  loginFailures: 10,
  events: 120,
  windowMs: 15 * 60 * 1000,
  trustProxy: false,
};

/** A limit's answer: 429 with `message`, thrown, so the app writes it as every failure (its Retry-After is set by then). */
const refuse = (message: string) => (): never => {
  throw new ApiFailure(429, message);
};

const passThrough: MiddlewareHandler = async (_c, next) => {
  await next();
};

/**
 * 429 once a client has sent `limits.submissions` forms in the window; `counts` holds the hits (default: memory).
 * A retry that repeats an Idempotency-Key is answered as the first was and stores nothing, so it is not counted
 * (issue 31, finding 4: a client faithfully retrying one message was locked out).
 */
export function submissionLimiter(limits: RateLimits, keys: ClientKeys, counts?: Store): MiddlewareHandler {
  if (limits.submissions <= 0) return passThrough;
  return rateLimiter({
    store: new AcrossDays(counts ?? new MemoryCounts()),
    windowMs: limits.windowMs,
    limit: limits.submissions,
    keyGenerator: (c) => joinedNames(keys.of(c)),
    skipSuccessfulRequests: true,
    requestWasSuccessful: (c) => c.res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true',
    handler: refuse(tooManySubmissions(waitText(limits.windowMs))),
  });
}

/** 429 once a client has sent `limits.events` usage batches in the window; `counts` holds the hits (default: memory). */
export function eventsLimiter(limits: RateLimits, keys: ClientKeys, counts?: Store): MiddlewareHandler {
  if (limits.events <= 0) return passThrough;
  return rateLimiter({
    store: new AcrossDays(counts ?? new MemoryCounts()),
    windowMs: limits.windowMs,
    limit: limits.events,
    keyGenerator: (c) => joinedNames(keys.of(c)),
    handler: refuse(tooManyEvents(waitText(limits.windowMs))),
  });
}

/**
 * 429 once a client has failed `limits.loginFailures` admin logins in the window; before the admin login
 * (./admin-login.ts), which answers a request it lets through. In the client's turn (../store/login-failure-counts.ts)
 * it reads the client's failures, refuses at the limit without looking at the credentials (so a 429 tells nothing
 * of the password), and otherwise checks them, counting and answering 401 when they are wrong: of fifty wrong
 * passwords sent at once, ten are checked (issue 51, item 1), and concurrent logins with the right password are
 * never refused for each other (issue 31, finding 3). A request with no credentials (a browser's first visit,
 * before its login dialog) is no failure, but is refused when its client is. `keys` names the client, `credentials`
 * are the admin's, `counts` holds the failures (default: memory).
 */
export function loginFailureLimiter(
  limits: RateLimits,
  keys: ClientKeys,
  credentials: AdminCredentials,
  counts?: LoginFailureCounts,
): MiddlewareHandler {
  if (limits.loginFailures <= 0) return passThrough;
  const failures = counts ?? new MemoryLoginFailures(limits.windowMs);
  const message = tooManyFailedLogins(waitText(limits.windowMs));
  return async (c, next) => {
    const check = c.req.header('Authorization') === undefined ? undefined : () => credentials.match(c.req.raw);
    const attempt = await failures.attempt(keys.of(c), limits.loginFailures, check);
    if (attempt.refused) {
      throw new ApiFailure(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))) } });
    }
    if (attempt.failed) throw loginRefused();
    await next();
  };
}
