/**
 * The Hono app: `/api/*` and, when a client build is given, the site.
 * Tests build it in-process with `app.request()`.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { siteRoutes } from './site';

/** What the app needs; the store joins in with the contact API. */
export interface AppOptions {
  /** Password of the `admin` user for /api/admin. */
  adminPassword: string;
  /** Folder of the client build; without it only /api is served. */
  clientRoot?: string;
}

/**
 * Creates the app.
 * @example const app = createApp({ adminPassword: 'secret', clientRoot: 'dist/client' });
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.all('/api/*', (c) => c.json({ success: false, message: 'There is no API endpoint at this address.' }, 404));
  if (options.clientRoot) app.route('/', siteRoutes({ root: options.clientRoot }));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ success: false, message: error.message }, error.status);
    console.error(error);
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
