/**
 * The Hono app: `/api/*` and, when a client build is given, the site.
 * Tests build it in-process with `app.request()`.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SCRIPTED_CALL_HEADER } from '../contract/admin';
import { noSuchEndpoint, requestNotHandled, serverFault } from '../contract/messages/requests';
import type { FailureBody } from '../contract/responses';
import { healthRoute, StoreHealth } from './health';
import { defaultRateLimits, loginFailureLimiter, submissionLimiter, type RateLimits } from './middleware/rate-limits';
import { join } from 'node:path';
import { adminRoutes } from './routes/admin';
import { studioRoutes } from './routes/studio';
import { submissionRoutes } from './routes/submissions';
import { securityHeaders } from './security';
import { siteRoutes } from './site';
import { StoreFailureLog, storeUnavailableResponse } from './store-unavailable';
import { StoreUnavailableError, type SubmissionStore } from './store/submission-store';

/** What the app needs. */
export interface AppOptions {
  /** Password of the `admin` user for /api/admin. */
  adminPassword: string;
  /** Where submissions are kept. */
  store: SubmissionStore;
  /** Per-client limits; defaults to defaultRateLimits. */
  rateLimits?: RateLimits;
  /** The build folder (client/ and pages/); without it only /api is served. */
  siteRoot?: string;
}

/**
 * Creates the app.
 * @example const app = createApp({ adminPassword: 'secret', store, siteRoot: 'dist' });
 */
export function createApp(options: AppOptions): Hono<{ Bindings: HttpBindings }> {
  const limits = options.rateLimits ?? defaultRateLimits;
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', securityHeaders);
  const storeLog = new StoreFailureLog();
  const storeHealth = new StoreHealth(options.store, storeLog);
  app.get('/api/health', healthRoute(storeHealth));
  const sharedCounts = (name: string) => options.store.rateLimitStore?.(name, limits.windowMs);
  app.route('/api', submissionRoutes(options.store, submissionLimiter(limits, sharedCounts('submissions'))));
  const failedLogins = loginFailureLimiter(limits, sharedCounts('login-failures'));
  app.route('/api/admin', adminRoutes(options.store, options.adminPassword, failedLogins));
  app.all('/api/*', (c) => c.json<FailureBody>({ success: false, message: noSuchEndpoint }, 404));
  if (options.siteRoot) {
    app.route('/', studioRoutes(join(options.siteRoot, 'studio'), options.adminPassword, failedLogins));
    app.route('/', siteRoutes({ root: options.siteRoot }));
  }
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const response = error.getResponse();
      // The admin screen asks for the password itself; without the challenge the browser shows no login dialog of its own.
      if (response.status === 401 && c.req.header(SCRIPTED_CALL_HEADER)) response.headers.delete('WWW-Authenticate');
      if (error.res) return response;
      return c.json<FailureBody>({ success: false, message: error.message || requestNotHandled }, error.status);
    }
    if (error instanceof StoreUnavailableError) {
      storeLog.report(error.message);
      storeHealth.markUnavailable(error.message);
      return storeUnavailableResponse(c);
    }
    console.error(error);
    return c.json<FailureBody>({ success: false, message: serverFault }, 500);
  });
  return app;
}
