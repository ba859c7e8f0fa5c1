/**
 * POST /api/events (mounted under /api): a page's batch of usage events
 * (contract/events.ts), checked field by field (zod: a closed list of
 * events and fields) and name by name (api/usage-vocabulary.ts: only the
 * site's own calculators, modes, bands, rules, plans and pages), then added
 * to the day's counts in one commit. 204 means counted; a refused batch
 * changes no count; a store that cannot write answers 503.
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

/** The route; `limiter` runs first. */
export function eventRoutes(store: SubmissionStore, vocabulary: UsageVocabulary, limiter: MiddlewareHandler): Hono {
  const routes = new Hono();
  routes.post(
    EVENTS_PATH.slice('/api'.length),
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
