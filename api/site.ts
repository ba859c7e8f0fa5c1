/**
 * Serves the built site: static assets from dist/client, and for every page
 * route its pre-rendered HTML from dist/pages; any other path gets the
 * pre-rendered 404 page with a real 404 status. Paths match without case and
 * without a trailing slash.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Where the build put the site. */
export interface SiteOptions {
  /** The build folder, holding client/ (assets) and pages/ (HTML and routes.json). */
  root: string;
}

/** Page paths compare without case and without a trailing slash. */
function normalise(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Route → HTML, read once at start (the pages are small and never change while running). */
function loadPages(pagesDir: string): { pages: Map<string, string>; notFound: string } {
  const routes = JSON.parse(readFileSync(join(pagesDir, 'routes.json'), 'utf8')) as Record<string, string>;
  const pages = new Map(Object.entries(routes).map(([route, file]) => [normalise(route), readFileSync(join(pagesDir, file), 'utf8')]));
  return { pages, notFound: readFileSync(join(pagesDir, '404.html'), 'utf8') };
}

/** A Hono app serving the built site from `root`. */
export function siteRoutes({ root }: SiteOptions): Hono {
  const app = new Hono();
  const { pages, notFound } = loadPages(join(root, 'pages'));
  app.use('/assets/*', async (c, next) => {
    await next();
    // File names carry a content hash, so an asset never changes under its name.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: join(root, 'client') }));
  app.get('*', (c) => {
    const page = pages.get(normalise(c.req.path));
    c.header('Cache-Control', 'no-cache');
    return c.html(page ?? notFound, page ? 200 : 404);
  });
  return app;
}
