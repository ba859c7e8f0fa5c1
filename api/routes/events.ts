/**
 * POST /api/events (mounted under /api): a page's batch of usage events
 * (contract/events.ts), checked field by field (zod: a closed list of
 * events and fields) and name by name (api/usage-vocabulary.ts: only the
 * site's own calculators, modes, bands, rules, plans and pages), then added
 * to the day's counts in one commit. 204 means counted; a refused batch
 * changes no count; a store that cannot write answers 503. A request
 * carrying the visitor's wish not to be tracked (Sec-GPC or DNT) is answered
 * 204 at once and counts nothing, whatever its body (issue 51, item 5).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { EVENTS_PATH, MAX_EVENTS_BODY_BYTES, usageBatchSchema } from '../../contract/events';
import { ApiFailure } from '../failure';
import { limitBodyTo, requireJson, validJson } from '../middleware/json-body';
import type { SubmissionStore } from '../store/submission-store';
import { countsOf } from '../usage-counts';
import { unknownName, type UsageVocabulary } from '../usage-vocabulary';

/** Today, UTC, as YYYY-MM-DD: the day a batch is counted on. */
const today = () => new Date().toISOString().slice(0, 10);

/** DNT's value as the Tracking Preference Expression defines it: `1` (do not track) and any extension characters after it. */
const DO_NOT_TRACK = /^1[\x21\x23-\x2b\x2d-\x5b\x5d-\x7e]*$/;

/**
 * Whether a request's headers (`header(name)`, case-insensitive, undefined when absent) ask not to be tracked:
 * `Sec-GPC: 1` (Global Privacy Control, whose one value is `1`) or `DNT: 1` (Do Not Track, where `1` may carry
 * extension characters; `0` and anything else express no such wish).
 * @example asksNotToBeTracked((name) => ({ 'sec-gpc': '1' })[name.toLowerCase()]) // true
 */
export function asksNotToBeTracked(header: (name: string) => string | undefined): boolean {
  // HTTP strips the spaces around a value before it gets here; anything else around the `1` is another value.
  return header('Sec-GPC') === '1' || DO_NOT_TRACK.test(header('DNT') ?? '');
}

/**
 * 204 at once for a visitor who asked not to be tracked, as the pages send nothing then: before the limiter, so not
 * even the client's address is put in its counts (the database's, on PostgreSQL), and before the body is read.
 */
const notTracked: MiddlewareHandler = async (c, next) => {
  if (asksNotToBeTracked((name) => c.req.header(name))) return c.body(null, 204);
  await next();
};

/** The route; `limiter` runs first, after a visitor who asked not to be tracked is answered. */
export function eventRoutes(store: SubmissionStore, vocabulary: UsageVocabulary, limiter: MiddlewareHandler): Hono {
  const routes = new Hono();
  routes.post(
    EVENTS_PATH.slice('/api'.length),
    notTracked,
    limiter,
    limitBodyTo(MAX_EVENTS_BODY_BYTES),
    requireJson,
    validJson(usageBatchSchema),
    async (c) => {
      const { events } = c.req.valid('json');
      events.forEach((event, i) => {
        const problem = unknownName(event, vocabulary);
        if (problem) throw new ApiFailure(400, problem, { errors: { [`events.${i}`]: problem } });
      });
      await store.addUsage(countsOf(events, today()));
      return c.body(null, 204);
    },
  );
  return routes;
}
