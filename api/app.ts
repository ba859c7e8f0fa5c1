/**
 * The Hono app: `/api/*` and, when a client build is given, the site.
 * Tests build it in-process with `app.request()`.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { wrongAdminPassword } from '../contract/messages/admin';
import { SCRIPTED_CALL_HEADER } from '../contract/admin';
import { ADMIN_API } from '../contract/admin-lists';
import { noSuchEndpoint, requestNotHandled, serverFault } from '../contract/messages/requests';
import type { FailureBody } from '../contract/responses';
import { healthRoute, StoreHealth } from './health';
import { AdminCredentials } from './middleware/admin-login';
import { ClientKeys } from './middleware/client-key';
import { defaultRateLimits, eventsLimiter, loginFailureLimiter, submissionLimiter, type RateLimits } from './middleware/rate-limits';
import { join } from 'node:path';
import { adminRoutes } from './routes/admin';
import { eventRoutes } from './routes/events';
import { builtVocabulary, type UsageVocabulary } from './usage-vocabulary';
import { studioRoutes } from './routes/studio';
import { submissionRoutes } from './routes/submissions';
import { securityHeaders } from './security';
import { siteRoutes } from './site';
import { ApiFailure } from './failure';
import { StoreFailureLog, unavailable } from './store-unavailable';
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
  /** What a usage event may name; by default the built site's (api/usage-vocabulary.ts), none without one. */
  usageVocabulary?: UsageVocabulary;
}

/**
 * Any error as the failure the API answers: an ApiFailure as thrown; the admin login's refusal (hono's basic-auth
 * throws its own 401) with the challenge that opens the browser's login dialog, unless the admin screen's own
 * call (`scripted`) asks to handle it; hono's other refusals (a body that is not JSON) with their status; a store
 * that cannot write as 503; anything else as 500, its details kept out of the answer.
 */
function asFailure(error: Error, scripted: boolean): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error instanceof StoreUnavailableError) return unavailable();
  if (error instanceof HTTPException && error.status === 401) {
    const challenge = error.res?.headers.get('WWW-Authenticate');
    return new ApiFailure(401, wrongAdminPassword, { headers: challenge && !scripted ? { 'WWW-Authenticate': challenge } : {} });
  }
  if (error instanceof HTTPException) return new ApiFailure(error.status as ContentfulStatusCode, error.message || requestNotHandled);
  return new ApiFailure(500, serverFault);
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
  // Every limit counts clients under the keyed hash of their address, never the address.
  const keys = new ClientKeys(limits.clientKeySecret ?? options.adminPassword, limits.trustProxy, limits.windowMs);
  app.route('/api', submissionRoutes(options.store, submissionLimiter(limits, keys, sharedCounts('submissions'))));
  const vocabulary = options.usageVocabulary ?? builtVocabulary(options.siteRoot);
  app.route('/api', eventRoutes(options.store, vocabulary, eventsLimiter(limits, keys, sharedCounts('events'))));
  const credentials = new AdminCredentials(options.adminPassword);
  const failedLogins = loginFailureLimiter(limits, keys, credentials, sharedCounts('login-failures'));
  app.route(ADMIN_API, adminRoutes(options.store, options.adminPassword, failedLogins));
  app.all('/api/*', () => {
    throw new ApiFailure(404, noSuchEndpoint);
  });
  if (options.siteRoot) {
    app.route('/', studioRoutes(join(options.siteRoot, 'studio'), options.adminPassword, failedLogins));
    app.route('/', siteRoutes({ root: options.siteRoot }));
  }
  // The one place a failure is written: what routes and middleware threw, as the one FailureBody shape.
  app.onError((error, c) => {
    const failure = asFailure(error, c.req.header(SCRIPTED_CALL_HEADER) !== undefined);
    if (error instanceof StoreUnavailableError) {
      storeLog.report(error.message);
      storeHealth.markUnavailable(error.message);
    } else if (failure.status === 500) console.error(error);
    return c.json<FailureBody>(failure.body, failure.status, failure.headers);
  });
  return app;
}
