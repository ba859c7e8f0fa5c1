/**
 * The studio's pages and files (the studio's own build, dist/studio): its
 * pages behind the admin login, `/studio` (the editor) and `/studio/preview`
 * (the page it shows, in a frame), and `/studio/assets/*`, code like the
 * site's own. A person opening the studio gets the browser's login dialog;
 * the same login then carries the studio's drafts to the admin API.
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
  // The pages are the admin's; their hashed files are code, public as the site's own are, so a page costs one login.
  for (const path of ['/studio', '/studio/', '/studio/preview']) routes.use(path, failedLogins, adminLogin(password));
  routes.use('/studio/*', async (c, next) => {
    await next();
    // Hashed names never change under them; the pages must be asked for again after a deployment.
    c.header(
      'Cache-Control',
      c.req.path.startsWith('/studio/assets/') && c.res.status === 200 ? 'private, max-age=31536000, immutable' : 'no-store',
    );
  });
  routes.get('/studio', (c) => c.html(pages.studio, 200, { 'Cache-Control': 'no-store' }));
  routes.get('/studio/', (c) => c.html(pages.studio));
  routes.get('/studio/preview', (c) => c.html(pages.preview));
  routes.use('/studio/*', staticFiles(folder, '/studio'));
  return routes;
}
