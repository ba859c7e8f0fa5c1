/**
 * After the client build and the server-render build: writes every page route
 * as its own HTML file under dist/pages (content, title, description,
 * canonical, og tags, JSON-LD and the page's styles in the markup), the 404
 * page, routes.json (paths answered with 200), and sitemap.xml and robots.txt
 * into dist/client. The unrendered index.html is removed so it is never served.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type EntryServer = typeof import('../src/entry-server');

const dist = resolve('dist');
const entry = (await import(pathToFileURL(join(dist, 'prerender', 'entry-server.js')).href)) as EntryServer;
const { renderPage, headTags, pageRoutes, indexableRoutes, site } = entry;

const templateFile = join(dist, 'client', 'index.html');
const template = readFileSync(templateFile, 'utf8');
const headRegion = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
if (!headRegion.test(template) || !template.includes('<div id="root"></div>')) {
  throw new Error('index.html has lost its <!--app-head--> region or its empty <div id="root"></div>.');
}

/** The file a route is written to, relative to dist/pages. */
function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

function page(route: string): string {
  const { html, head, styles } = renderPage(route);
  return template
    .replace(headRegion, () => `${headTags(head)}\n    ${styles}`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

const pagesDir = join(dist, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
const routes = pageRoutes();
for (const route of routes) {
  const file = join(pagesDir, fileOf(route));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(route));
}
writeFileSync(join(pagesDir, '404.html'), page('/404'));
writeFileSync(join(pagesDir, 'routes.json'), `${JSON.stringify(Object.fromEntries(routes.map((r) => [r, fileOf(r)])), null, 2)}\n`);

const urls = indexableRoutes()
  .map((route) => `  <url><loc>${site.origin}${route === '/' ? '/' : route}</loc></url>`)
  .join('\n');
writeFileSync(
  join(dist, 'client', 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  join(dist, 'client', 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${site.origin}/sitemap.xml\n`,
);
rmSync(templateFile);
console.log(`Pre-rendered ${routes.length} pages and the 404 page; sitemap.xml lists ${indexableRoutes().length} URLs for ${site.origin}.`);
