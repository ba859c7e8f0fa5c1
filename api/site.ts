/**
 * Serves the built site: static assets from dist/client, from memory (see
 * static-files.ts), and for every page route its
 * pre-rendered HTML from dist/pages (also compressed by the build); any other path
 * gets the pre-rendered 404 page with a real 404 status. Paths match without
 * case and without a trailing slash. Every page names the site's speculation
 * rules (speculation-rules.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE, speculationRules, speculationRulesHeader } from './speculation-rules';
import { staticFiles } from './static-files';

/** Where the build put the site. */
export interface SiteOptions {
  /** The build folder, holding client/ (assets) and pages/ (HTML and routes.json). */
  root: string;
}

/** One page in the encodings a browser may accept. */
interface Page {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
}

/** Page paths compare without case and without a trailing slash. */
function normalise(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** A page and its compressed forms: the build's files, or compressed here when a build left them out. */
function pageOf(file: string): Page {
  const html = readFileSync(file, 'utf8');
  return {
    html,
    gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(html),
    brotli: existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

/** Route → page, read once at start (the pages are small and never change while running). */
function loadPages(pagesDir: string): { pages: Map<string, Page>; notFound: Page } {
  const routes = JSON.parse(readFileSync(join(pagesDir, 'routes.json'), 'utf8')) as Record<string, string>;
  const pages = new Map(Object.entries(routes).map(([route, file]) => [normalise(route), pageOf(join(pagesDir, file))]));
  return { pages, notFound: pageOf(join(pagesDir, '404.html')) };
}

function send(c: Context, page: Page, status: 200 | 404): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('Speculation-Rules', speculationRulesHeader);
  const accepted = c.req.header('Accept-Encoding') ?? '';
  if (/\bbr\b/.test(accepted)) {
    return c.body(new Uint8Array(page.brotli), status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'br' });
  }
  if (/\bgzip\b/.test(accepted)) {
    return c.body(new Uint8Array(page.gzip), status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'gzip' });
  }
  return c.html(page.html, status);
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
  app.use('/sw.js', async (c, next) => {
    await next();
    // The offline worker names the deployment's files: a browser must check it on every visit to pick up a new one.
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  const rules = JSON.stringify(speculationRules);
  app.get(SPECULATION_RULES_PATH, (c) => c.body(rules, 200, { 'Content-Type': SPECULATION_RULES_TYPE, 'Cache-Control': 'no-cache' }));
  app.use('*', staticFiles(join(root, 'client')));
  app.get('*', (c) => {
    const page = pages.get(normalise(c.req.path));
    return send(c, page ?? notFound, page ? 200 : 404);
  });
  return app;
}
