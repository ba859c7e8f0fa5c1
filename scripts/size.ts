/**
 * `npm run size` (after `npm run build`): the gzip weight of the JavaScript
 * and CSS a first visit to each kind of page loads (the entry script, every
 * modulepreload and stylesheet in its pre-rendered HTML), and the budget: a
 * calculator page's first-load JavaScript must stay within 200 kB gzip.
 * Lazily loaded code (the particle canvas, tooltips, toasts) is not counted.
 * Exits 1 over budget or without a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { calculatorPathOfEmbed, isEmbedPath } from '../contract/embed';
import { printTable } from './table';

/** First-load JavaScript budget of a calculator page, in bytes of gzip. */
export const CALCULATOR_JS_BUDGET = 200 * 1024;

const dist = 'dist';
const pagesDir = join(dist, 'pages');
if (!existsSync(join(pagesDir, 'routes.json'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const routes = JSON.parse(readFileSync(join(pagesDir, 'routes.json'), 'utf8')) as Record<string, string>;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, 'client', file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

interface Weight {
  route: string;
  js: number;
  css: number;
  files: number;
}

/** What the page at `route` loads before it can hydrate. */
function weigh(route: string): Weight {
  const html = readFileSync(join(pagesDir, routes[route]!), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!);
  const js = [...new Set(scripts)].reduce((sum, file) => sum + gzipSize(file), 0);
  const css = [...new Set(styles)].reduce((sum, file) => sum + gzipSize(file), 0);
  return { route, js, css, files: new Set([...scripts, ...styles]).size };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const calculators = Object.keys(routes)
  .filter((r) => r.startsWith('/calculators/'))
  .map(weigh);
const heaviest = calculators.reduce((a, b) => (b.js > a.js ? b : a));
const lightest = calculators.reduce((a, b) => (b.js < a.js ? b : a));
// An embedded calculator (/embed/<slug>) may weigh no more than its full page.
const embeds = Object.keys(routes)
  .filter(isEmbedPath)
  .map((route) => ({ embed: weigh(route), page: calculators.find((c) => c.route === calculatorPathOfEmbed(route))! }));
const heaviestEmbed = embeds.reduce((a, b) => (b.embed.js > a.embed.js ? b : a));
const heavierEmbeds = embeds.filter(({ embed, page }) => embed.js > page.js);
const rows: [string, Weight][] = [
  ['home', weigh('/')],
  ['directory', weigh('/calculators')],
  ['calculator (heaviest)', heaviest],
  ['calculator (lightest)', lightest],
  ['embed (heaviest)', heaviestEmbed.embed],
  ['admin', weigh('/admin')],
];

console.log('First visit, gzip (level 6)');
printTable(
  ['page', 'route', 'JS', 'CSS', 'files'],
  rows.map(([name, w]) => [name, w.route, kB(w.js), kB(w.css), String(w.files)]),
  2,
);
const within = heaviest.js <= CALCULATOR_JS_BUDGET;
console.log(
  `\nBudget: a calculator page's first-load JavaScript ≤ ${kB(CALCULATOR_JS_BUDGET)} gzip: ${within ? 'within' : 'OVER'} (${kB(heaviest.js)} on ${heaviest.route}).`,
);
console.log(
  `Budget: an embedded calculator's first-load JavaScript ≤ its calculator page's: ${
    heavierEmbeds.length === 0
      ? `within (heaviest ${kB(heaviestEmbed.embed.js)} on ${heaviestEmbed.embed.route}, page ${kB(heaviestEmbed.page.js)})`
      : `OVER on ${heavierEmbeds.map(({ embed, page }) => `${embed.route} (${kB(embed.js)} > ${kB(page.js)})`).join(', ')}`
  }.`,
);
process.exitCode = within && heavierEmbeds.length === 0 ? 0 : 1;
