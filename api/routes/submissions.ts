/**
 * The public form endpoints: POST /contact and POST /calculator-request
 * (mounted under /api). A visitor is told "sent" only after the record is on
 * disk; a honeypot hit gets the same answer and is not stored.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { limitBody, requireJson, validJson } from '../middleware/json-body';
import { calculatorRequestPayloadSchema, contactPayloadSchema, isBotSubmission } from '../payloads';
import type { SubmissionStore } from '../store/submission-store';

/** The success answer of both forms (spec section 7). */
export interface SuccessBody {
  success: true;
  message: string;
}

const contactThanks = "We've received your message and will get back to you soon.";
const requestThanks = "Thanks for your suggestion. We'll consider it for future development.";

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
    return c.json<SuccessBody>({ success: true, message: requestThanks }, 201);
  });
  return routes;
}
