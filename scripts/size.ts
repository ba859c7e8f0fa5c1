/**
 * `npm run size` (after `npm run build`): the gzip weight of the JavaScript
 * and CSS a first visit to each kind of page loads (the entry script, every
 * modulepreload and stylesheet in its pre-rendered HTML), held to budgets.
 * Each kind of page has a budget enforced now, set just above what the build
 * weighs so that it cannot grow unnoticed, and issue 26's target for it
 * (live at first paint), printed beside it until the two meet. Lazily loaded
 * code (the particle canvas, tooltips, toasts) is not counted. A calculator's,
 * an embedded calculator's, the directory's and the contact page's first
 * load (and the plan page's) must hold no module of MUI or emotion (they are built without them: docs/architecture.md). Exits
 * 1 over a budget, with MUI or emotion there, or without a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBED_PLAN_PATH, calculatorPathOfEmbed, isEmbedPath } from '../contract/embed';
import { ISLAND_ATTRIBUTE } from '../src/hydration';
import { runTimeStylingIn } from './run-time-styling';
import { JS_BUDGETS } from './size-budgets';
import { printTable } from './table';

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
  /** The JavaScript files it loads. */
  scripts: string[];
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
  return { route, js, css, files: new Set([...scripts, ...styles]).size, scripts: [...new Set(scripts)] };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const calculators = Object.keys(routes)
  .filter((r) => r.startsWith('/calculators/'))
  .map(weigh);
const heaviest = calculators.reduce((a, b) => (b.js > a.js ? b : a));
const lightest = calculators.reduce((a, b) => (b.js < a.js ? b : a));
// An embedded calculator (/embed/<slug>) may weigh no more than its full page.
const embeds = Object.keys(routes)
  .filter((route) => isEmbedPath(route) && route !== EMBED_PLAN_PATH)
  .map((route) => ({ embed: weigh(route), page: calculators.find((c) => c.route === calculatorPathOfEmbed(route))! }));
const heaviestEmbed = embeds.reduce((a, b) => (b.embed.js > a.embed.js ? b : a));
const heavierEmbeds = embeds.filter(({ embed, page }) => embed.js > page.js);
/** Pages with no island (home, about, legal, methodology, offline, a plan template's): they load the entry alone. Read from the pages, so a new one is weighed with no list to keep. */
const staticPages = Object.keys(routes)
  .filter((route) => !readFileSync(join(pagesDir, routes[route]!), 'utf8').includes(` ${ISLAND_ATTRIBUTE}="`))
  .map(weigh);
const heaviestStatic = staticPages.reduce((a, b) => (b.js > a.js ? b : a));
const rows: [string, Weight][] = [
  ['home', weigh('/')],
  ['static (heaviest)', heaviestStatic],
  ['directory', weigh('/calculators')],
  ['calculator (heaviest)', heaviest],
  ['calculator (lightest)', lightest],
  ['embed (heaviest)', heaviestEmbed.embed],
  ['contact', weigh('/contact')],
  ['plan', weigh('/plan')],
  ['plan (embedded)', weigh(EMBED_PLAN_PATH)],
  ['admin', weigh('/admin')],
];

console.log('First visit, gzip (level 6)');
printTable(
  ['page', 'route', 'JS', 'CSS', 'files'],
  rows.map(([name, w]) => [name, w.route, kB(w.js), kB(w.css), String(w.files)]),
  2,
);

const checks: [string, Weight, { enforced: number; target: number }][] = [
  ['a page with no island', heaviestStatic, JS_BUDGETS.static],
  ['a calculator page', heaviest, JS_BUDGETS.calculator],
  ['an embedded calculator', heaviestEmbed.embed, JS_BUDGETS.embed],
  ['the directory', weigh('/calculators'), JS_BUDGETS.directory],
  ['the contact page', weigh('/contact'), JS_BUDGETS.contact],
  // Issue 27: a plan page's first load stays within a calculator page's budget.
  ['the plan page', weigh('/plan'), JS_BUDGETS.calculator],
  ['an embedded plan', weigh(EMBED_PLAN_PATH), JS_BUDGETS.calculator],
];
console.log('');
let within = true;
for (const [what, weight, budget] of checks) {
  const ok = weight.js <= budget.enforced;
  within &&= ok;
  const target = budget.target < budget.enforced ? `; target ${kB(budget.target)}: ${weight.js <= budget.target ? 'met' : 'not yet'}` : '';
  console.log(
    `Budget: ${what}'s first-load JavaScript ≤ ${kB(budget.enforced)} gzip: ${ok ? 'within' : 'OVER'} (${kB(weight.js)} on ${weight.route})${target}.`,
  );
}
console.log(
  `Budget: an embedded calculator's first-load JavaScript ≤ its calculator page's: ${
    heavierEmbeds.length === 0
      ? `within (heaviest ${kB(heaviestEmbed.embed.js)} on ${heaviestEmbed.embed.route}, page ${kB(heaviestEmbed.page.js)})`
      : `OVER on ${heavierEmbeds.map(({ embed, page }) => `${embed.route} (${kB(embed.js)} > ${kB(page.js)})`).join(', ')}`
  }.`,
);

const stylingIn = runTimeStylingIn(dist);
/** Each calculator's, embedded calculator's, the directory's, the contact page's and the plan page's first load with the MUI and emotion modules in it, where it has any. */
const styledFirstLoads = [
  ...calculators,
  ...embeds.map(({ embed }) => embed),
  weigh('/calculators'),
  weigh('/contact'),
  weigh('/plan'),
  weigh(EMBED_PLAN_PATH),
]
  .map((weight) => ({ route: weight.route, modules: [...new Set(weight.scripts.flatMap(stylingIn))] }))
  .filter(({ modules }) => modules.length > 0);
console.log(
  `No MUI or emotion in a calculator's, an embedded calculator's, the directory's, the contact page's or the plan page's first load: ${
    styledFirstLoads.length === 0
      ? `none in ${calculators.length + embeds.length + 2} pages`
      : `FOUND on ${styledFirstLoads
          .slice(0, 3)
          .map(({ route, modules }) => `${route} (${modules.slice(0, 3).join(', ')}…)`)
          .join('; ')}`
  }.`,
);
process.exitCode = within && heavierEmbeds.length === 0 && styledFirstLoads.length === 0 ? 0 : 1;
