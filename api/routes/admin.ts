/**
 * The admin endpoints (mounted under /api/admin), behind HTTP Basic auth with
 * the user name `admin`; hono's basic-auth compares in constant time.
 * GET lists newest first; PATCH sets the read / processed flag.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { ADMIN_USER } from '../../contract/admin';
import { noSuchCalculatorRequest, noSuchContactSubmission, wrongAdminPassword } from '../../contract/messages/admin';
import { processedFlagSchema, readFlagSchema } from '../../contract/payloads';
import type { FailureBody } from '../../contract/responses';
import { limitBody, requireJson, validJson } from '../middleware/json-body';
import type { SubmissionStore } from '../store/submission-store';

/** Admin routes; `failedLogins` runs before the password check. */
export function adminRoutes(store: SubmissionStore, password: string, failedLogins: MiddlewareHandler): Hono {
  const routes = new Hono();
  routes.use('*', failedLogins);
  routes.use(
    '*',
    basicAuth({
      username: ADMIN_USER,
      password,
      realm: 'Marketing Calculators admin',
      invalidUserMessage: { success: false, message: wrongAdminPassword } satisfies FailureBody,
    }),
  );
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.get('/contact-submissions', async (c) => c.json(await store.listContactSubmissions()));
  routes.get('/calculator-requests', async (c) => c.json(await store.listCalculatorRequests()));

  routes.patch('/contact-submissions/:id', limitBody, requireJson, validJson(readFlagSchema), async (c) => {
    const updated = await store.setContactSubmissionRead(c.req.param('id'), c.req.valid('json').isRead);
    if (!updated) return c.json<FailureBody>({ success: false, message: noSuchContactSubmission }, 404);
    return c.json(updated);
  });
  routes.patch('/calculator-requests/:id', limitBody, requireJson, validJson(processedFlagSchema), async (c) => {
    const updated = await store.setCalculatorRequestProcessed(c.req.param('id'), c.req.valid('json').isProcessed);
    if (!updated) return c.json<FailureBody>({ success: false, message: noSuchCalculatorRequest }, 404);
    return c.json(updated);
  });
  return routes;
}
