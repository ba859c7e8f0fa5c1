/**
 * The public form endpoints: POST /contact and POST /calculator-request
 * (mounted under /api). A visitor is told "sent" only after the record is
 * committed; a honeypot hit gets the same answer and is not stored. A POST
 * repeating an `Idempotency-Key` gets the first answer and stores nothing.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isBotSubmission } from '../../contract/honeypot';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from '../../contract/idempotency';
import { calculatorRequestThanks, contactThanks } from '../../contract/messages/forms';
import { badIdempotencyKey, idempotencyKeyReused } from '../../contract/messages/requests';
import { calculatorRequestPayloadSchema, contactPayloadSchema } from '../../contract/payloads';
import type { SuccessBody } from '../../contract/responses';
import { ApiFailure } from '../failure';
import { limitBody, requireJson, validJson } from '../middleware/json-body';
import { IdempotencyKeyReusedError, type Added, type IdempotencyKey, type SubmissionStore } from '../store/submission-store';

/** 400 for an Idempotency-Key header that is not 1–255 visible ASCII characters; runs before the body is read. */
const checkIdempotencyKey: MiddlewareHandler = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiFailure(400, badIdempotencyKey);
  await next();
};

/** The request's key with a SHA-256 digest of its path and checked body; undefined without the header. */
function idempotencyOf(c: Context, payload: object): IdempotencyKey | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const fingerprint = createHash('sha256').update(c.req.path).update('\n').update(JSON.stringify(payload)).digest('base64url');
  return { key, fingerprint };
}

/** Stores with `add` (unless a bot sent it) and answers 201 with `thanks`; a replay is marked, a reused key is 422. */
async function accept<P extends object>(
  c: Context,
  payload: P & { website?: unknown },
  add: (payload: P, idempotency?: IdempotencyKey) => Promise<Added<unknown>>,
  thanks: string,
): Promise<Response> {
  const { website, ...record } = payload;
  if (!isBotSubmission({ website })) {
    try {
      const added = await add(record as P, idempotencyOf(c, record));
      if (added.replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    } catch (error) {
      if (error instanceof IdempotencyKeyReusedError) throw new ApiFailure(422, idempotencyKeyReused);
      throw error;
    }
  }
  return c.json<SuccessBody>({ success: true, message: thanks }, 201);
}

/** Routes of the two public forms; `limiter` runs first on both. */
export function submissionRoutes(store: SubmissionStore, limiter: MiddlewareHandler): Hono {
  const routes = new Hono();
  routes.post('/contact', limiter, checkIdempotencyKey, limitBody, requireJson, validJson(contactPayloadSchema), (c) =>
    accept(c, c.req.valid('json'), (p, key) => store.addContactSubmission(p, key), contactThanks),
  );
  routes.post('/calculator-request', limiter, checkIdempotencyKey, limitBody, requireJson, validJson(calculatorRequestPayloadSchema), (c) =>
    accept(c, c.req.valid('json'), (p, key) => store.addCalculatorRequest(p, key), calculatorRequestThanks),
  );
  return routes;
}
