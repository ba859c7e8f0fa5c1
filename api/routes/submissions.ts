/**
 * The public form endpoints: POST /contact and POST /calculator-request
 * (mounted under /api). A visitor is told "sent" only after the record is on
 * disk; a honeypot hit gets the same answer and is not stored.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { isBotSubmission } from '../../contract/honeypot';
import { calculatorRequestThanks, contactThanks } from '../../contract/messages/forms';
import { calculatorRequestPayloadSchema, contactPayloadSchema } from '../../contract/payloads';
import type { SuccessBody } from '../../contract/responses';
import { limitBody, requireJson, validJson } from '../middleware/json-body';
import type { SubmissionStore } from '../store/submission-store';

/** Routes of the two public forms; `limiter` runs first on both. */
export function submissionRoutes(store: SubmissionStore, limiter: MiddlewareHandler): Hono {
  const routes = new Hono();
  routes.post('/contact', limiter, limitBody, requireJson, validJson(contactPayloadSchema), async (c) => {
    const { website, ...submission } = c.req.valid('json');
    if (!isBotSubmission({ website })) await store.addContactSubmission(submission);
    return c.json<SuccessBody>({ success: true, message: contactThanks }, 201);
  });
  routes.post('/calculator-request', limiter, limitBody, requireJson, validJson(calculatorRequestPayloadSchema), async (c) => {
    const { website, ...request } = c.req.valid('json');
    if (!isBotSubmission({ website })) await store.addCalculatorRequest(request);
    return c.json<SuccessBody>({ success: true, message: calculatorRequestThanks }, 201);
  });
  return routes;
}
