/**
 * Per-client rate limits (hono-rate-limiter): one on the public form
 * submissions, one on failed admin logins. A limit of 0 turns it off. The
 * counts live in the process's memory, or, given a shared `counts` store (the
 * database's, when there is one), in one place for every server process.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import { tooManyFailedLogins } from '../../contract/messages/admin';
import { tooManySubmissions } from '../../contract/messages/forms';
import { tooManyEvents } from '../../contract/messages/requests';
import { waitText } from '../../contract/messages/wait';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/idempotency';
import { ApiFailure } from '../failure';
import { MemoryCounts } from './memory-counts';

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
}

/** Ten submissions, ten failed logins and 120 usage batches per 15 minutes. */
export const defaultRateLimits: RateLimits = {
  submissions: 10,
  loginFailures: 10,
  events: 120,
  windowMs: 15 * 60 * 1000,
  trustProxy: false,
};

/** The key a client is counted under: its address, or the proxy's view of it. */
export function clientKey(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  };
}

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
export function submissionLimiter(limits: RateLimits, counts?: Store): MiddlewareHandler {
  if (limits.submissions <= 0) return passThrough;
  return rateLimiter({
    store: counts ?? new MemoryCounts(),
    windowMs: limits.windowMs,
    limit: limits.submissions,
    keyGenerator: clientKey(limits.trustProxy),
    skipSuccessfulRequests: true,
    requestWasSuccessful: (c) => c.res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true',
    handler: refuse(tooManySubmissions(waitText(limits.windowMs))),
  });
}

/** 429 once a client has sent `limits.events` usage batches in the window; `counts` holds the hits (default: memory). */
export function eventsLimiter(limits: RateLimits, counts?: Store): MiddlewareHandler {
  if (limits.events <= 0) return passThrough;
  return rateLimiter({
    store: counts ?? new MemoryCounts(),
    windowMs: limits.windowMs,
    limit: limits.events,
    keyGenerator: clientKey(limits.trustProxy),
    handler: refuse(tooManyEvents(waitText(limits.windowMs))),
  });
}

/**
 * 429 once a client has failed `limits.loginFailures` admin logins in the
 * window. Goes before the auth check, which it asks nothing of: a request is
 * refused when the client's failures already reach the limit, and only a 401
 * to credentials adds one (a request without any is a browser's first
 * visit, before its login dialog). Counted after the answer, so concurrent
 * requests with the right password are never refused for each other (issue
 * 31, finding 3: counting every request first, then taking the successful
 * ones back, refused 20 of 30). `counts` holds the hits (default: memory).
 */
export function loginFailureLimiter(limits: RateLimits, counts?: Store): MiddlewareHandler {
  if (limits.loginFailures <= 0) return passThrough;
  const store = counts ?? new MemoryCounts();
  store.init?.({ windowMs: limits.windowMs } as never);
  const keyOf = clientKey(limits.trustProxy);
  const message = tooManyFailedLogins(waitText(limits.windowMs));
  return async (c, next) => {
    const client = keyOf(c);
    const failures = await store.get?.(client);
    const reset = failures?.resetTime?.getTime() ?? 0;
    if (failures && failures.totalHits >= limits.loginFailures && reset > Date.now()) {
      throw new ApiFailure(429, message, { headers: { 'Retry-After': String(Math.ceil((reset - Date.now()) / 1000)) } });
    }
    await next();
    if (c.res.status === 401 && c.req.header('Authorization') !== undefined) await store.increment(client);
  };
}
