/**
 * Serves the built site: static assets, and for every page route the app's
 * HTML, with a real 404 status for paths that are not pages.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Where the build put the client, and the page routes it listed. */
export interface SiteOptions {
  /** Folder of the client build (holds index.html and routes.json). */
  root: string;
}

function loadRoutes(root: string): Set<string> {
  const file = join(root, 'routes.json');
  const routes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : ['/'];
  return new Set(routes.map((r) => r.toLowerCase()));
}

/** Page paths compare without case and without a trailing slash. */
function normalise(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** A Hono app serving the built site from `root`. */
export function siteRoutes({ root }: SiteOptions): Hono {
  const app = new Hono();
  const routes = loadRoutes(root);
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root, rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p) }));
  app.get('*', (c) => c.html(html, routes.has(normalise(c.req.path)) ? 200 : 404));
  return app;
}
