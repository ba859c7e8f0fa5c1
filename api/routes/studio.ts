/**
 * The studio's pages and files (the studio's own build, dist/studio), every
 * one behind the admin login: `/studio` (the editor), `/studio/preview` (the
 * page it shows, in a frame), `/studio/assets/*` and any other file of the
 * build under `/studio/` (its pages as files too, studio.html and
 * studio-preview.html: they were served without a login, issue 51, item 4).
 * A person opening the studio gets the browser's login dialog; the browser
 * then sends the same login with the studio's own files and, as the realm is
 * the admin's, with the studio's drafts to the admin API. The failed-login
 * limit goes first, as on the admin API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { adminLogin } from '../middleware/admin-login';
import { staticFiles } from '../static-files';

/** The routes (mounted at the site's root) for the studio build in `folder`; none when the build has no studio. */
export function studioRoutes(folder: string, password: string, failedLogins: MiddlewareHandler): Hono {
  const routes = new Hono();
  if (!existsSync(join(folder, 'studio.html'))) return routes;
  const pages = {
    studio: readFileSync(join(folder, 'studio.html'), 'utf8'),
    preview: readFileSync(join(folder, 'studio-preview.html'), 'utf8'),
  };
  routes.use('/studio/*', async (c, next) => {
    await next();
    // Hashed names never change under them; the pages, and a refusal, must be asked for again.
    c.header(
      'Cache-Control',
      c.req.path.startsWith('/studio/assets/') && c.res.status === 200 ? 'private, max-age=31536000, immutable' : 'no-store',
    );
  });
  // '/studio/*' matches /studio itself too: one login for everything the studio's build holds, whatever its path.
  routes.use('/studio/*', failedLogins, adminLogin(password));
  routes.get('/studio', (c) => c.html(pages.studio, 200, { 'Cache-Control': 'no-store' }));
  routes.get('/studio/', (c) => c.html(pages.studio));
  routes.get('/studio/preview', (c) => c.html(pages.preview));
  routes.use('/studio/*', staticFiles(folder, '/studio'));
  return routes;
}
