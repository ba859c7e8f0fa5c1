/**
 * After the client build and the server-render build: writes every page route
 * as its own HTML file under dist/pages (content, title, description,
 * canonical, og tags, JSON-LD and the page's styles in the markup, the
 * colour-scheme script, and a modulepreload link for each chunk the page
 * needs to hydrate its islands), the 404 page,
 * routes.json (paths answered with 200), and sitemap.xml and robots.txt into
 * dist/client. The unrendered index.html is removed so it is never served.
 * The files pages run as they load are marked for eager compiling
 * (scripts/compile-hints.ts), then every static file is compressed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { colorSchemeScript } from '../contract/color-scheme-script';
import { numberSettingScript } from '../contract/number-setting-script';
import { earlyPressesScript } from '../contract/early-presses-script';
import { appChunk as appChunkOf, chunkFiles as manifestChunkFiles, readBuildManifest } from './build-manifest';
import { markForEagerCompile } from './compile-hints';
import { compressFile } from './compress';
import { VOCABULARY_FILE, vocabularyOf } from '../api/usage-vocabulary';
import type { SlugData } from '../src/pages/page-entry';

type EntryServer = typeof import('../src/entry-server');

// Render with the libraries' production builds, as the browser runs them, so class names and markup match at hydration.
process.env.NODE_ENV = 'production';

const dist = resolve('dist');
const entry = (await import(pathToFileURL(join(dist, 'prerender', 'entry-server.js')).href)) as EntryServer;
const { renderPage, headTags, pageRoutes, indexableRoutes, matchPage, site, islandSources } = entry;
const manifest = readBuildManifest(join(dist, 'client'));

const templateFile = join(dist, 'client', 'index.html');
const template = readFileSync(templateFile, 'utf8');
const headRegion = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
if (!headRegion.test(template) || !template.includes('<div id="root"></div>')) {
  throw new Error('index.html has lost its <!--app-head--> region or its empty <div id="root"></div>.');
}

/** Files of a manifest entry and everything it imports statically. */
const chunkFiles = (key: string, into?: Set<string>): Set<string> => manifestChunkFiles(manifest, key, into);

/** The islands' shared chunk (src/islands/hydrate.tsx and what it imports): the one the entry, src/boot.ts, imports. */
const appChunk = appChunkOf(manifest);

/** Every file some page runs as it loads: each is marked for eager compiling (scripts/compile-hints.ts). */
const firstLoadFiles = new Set<string>();

/** The manifest keys of what a slug's page reads (src/pages/page-entry.ts `SlugData`) that its islands load as they hydrate. */
const slugChunks = {
  calculator: (slug) => [`virtual:calculator/${slug}`],
  // A template's page has no island: the plan itself opens on /plan.
  'plan-template': () => [],
} satisfies Record<SlugData, (slug: string) => string[]>;

/**
 * The modules a page needs to hydrate its islands, as modulepreload links:
 * the islands' shared code (src/islands/hydrate.tsx) first, then each
 * island's own (with what its `prepare` loads: src/islands/table.ts) and,
 * for a calculator, its definition, in a template the entry (src/boot.ts)
 * applies after the first paint. A page without islands loads nothing more
 * than the entry.
 */
function appModules(route: string, islands: readonly (keyof typeof islandSources)[]): string {
  if (islands.length === 0) return '';
  const files = chunkFiles(appChunk);
  for (const name of new Set(islands)) {
    chunkFiles(islandSources[name], files);
  }
  const match = matchPage(route);
  const slug = match?.params.slug;
  const reads = match && 'reads' in match.entry ? match.entry.reads : undefined;
  if (slug && reads) for (const key of slugChunks[reads](slug)) chunkFiles(key, files);
  for (const file of chunkFiles('index.html')) files.delete(file);
  for (const file of files) firstLoadFiles.add(file);
  // The calculator's own definition is named, so the card imports it by this link (src/registry.tsx), without the
  // index of every calculator.
  const own = slug ? manifest[`virtual:calculator/${slug}`]?.file : undefined;
  const named = (file: string) => (file === own ? ` data-calculator="${slug}"` : '');
  const links = [...files].map((file) => `<link rel="modulepreload" crossorigin${named(file)} href="/${file}" />`).join('');
  return `<template id="app-modules">${links}</template>`;
}

/** The file a route is written to, relative to dist/pages. */
function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

// First in the head, so the scheme is set before any style applies and long before the body paints.
const schemeScript = `<script>${colorSchemeScript}</script>`;
// Right after it, on pages with islands, so a press made before the entry has run is held (not a reload).
const earlyScript = `<script>${earlyPressesScript}</script>`;
// On pages with islands too: whether what shows a currency waits for the visitor's own, decided before the first paint.
const numbersScript = `<script>${numberSettingScript}</script>`;

/** The entry's stylesheet link: the first screen's static CSS (src/first-screen/), which only pages with islands use. */
const entryStylesheet = /<link rel="stylesheet"[^>]*>\s*/g;

async function page(route: string): Promise<string> {
  const { html, head, styles, islands } = await renderPage(route);
  return (islands.length > 0 ? template : template.replace(entryStylesheet, ''))
    .replace(headRegion, () =>
      [
        schemeScript,
        islands.length > 0 ? earlyScript : '',
        islands.length > 0 ? numbersScript : '',
        headTags(head),
        appModules(route, islands),
        styles,
      ]
        .filter(Boolean)
        .join('\n    '),
    )
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

const pagesDir = join(dist, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
const routes = pageRoutes();
for (const route of routes) {
  const file = join(pagesDir, fileOf(route));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await page(route));
}
writeFileSync(join(pagesDir, '404.html'), await page('/404'));
// What a usage event may name besides the routes (api/usage-vocabulary.ts), read by the server at start.
const { definitions: registered } = await import('../definitions/index');
const { plans: templates } = await import('../definitions/plans/index');
writeFileSync(join(pagesDir, VOCABULARY_FILE), `${JSON.stringify(vocabularyOf(registered, templates))}\n`);
writeFileSync(join(pagesDir, 'routes.json'), `${JSON.stringify(Object.fromEntries(routes.map((r) => [r, fileOf(r)])), null, 2)}\n`);

const urls = indexableRoutes()
  .map((route) => `  <url><loc>${site.origin}${route}</loc></url>`)
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
for (const file of firstLoadFiles) markForEagerCompile(join(dist, 'client', file));

// Static files and pages are compressed once here, at the best level, and served as they are.
const compressible = /\.(js|css|svg|xml|txt|json|html)$/;
function compressFolder(folder: string): number {
  let count = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) count += compressFolder(path);
    else if (compressible.test(name)) {
      compressFile(path);
      count += 1;
    }
  }
  return count;
}
const compressed = compressFolder(join(dist, 'client')) + compressFolder(pagesDir);
console.log(`Compressed ${compressed} static files (gzip and brotli).`);
console.log(`Pre-rendered ${routes.length} pages and the 404 page; sitemap.xml lists ${indexableRoutes().length} URLs for ${site.origin}.`);
