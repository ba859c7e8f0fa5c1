/**
 * Vite plugin: turns definitions/ into what pages load, each piece only where
 * it is needed.
 * - `virtual:calculators` (every calculator island): one lazy loader per
 *   calculator;
 * - `virtual:popular`: the footer's popular calculators, which only whole
 *   pages render (the pre-renderer, the dev server), never an island;
 * - `virtual:calculator-pages`: one lazy loader per calculator's page part
 *   (below), itself loaded only where a whole page is rendered;
 * - `virtual:catalogue` (home, directory, pre-rendering): every listing;
 * - `virtual:measure-index`: what connects calculators (engine/measures.ts):
 *   every field that takes a measure and every output that gives one, with
 *   titles and labels, loaded with "Use this result in…" and plans;
 * - `virtual:money-fields`: every calculator's fields in money by slug, which
 *   tell a link whose inputs keep its sender's currency;
 * - `virtual:calculator-names`: every calculator's name in a plan by slug
 *   ("Cost Per Acquisition (CPA)": its title without "Calculator"), which a
 *   plan's first step is chosen from (the measure index leaves titles out
 *   from it, so a plan page's first load carries them without the rest);
 * - `virtual:plan-templates`: the plan templates (definitions/plans/), their
 *   examples left out, which their pre-rendered pages and the sitemap read;
 * - `virtual:calculator/<slug>`: what the engine and the card read of that
 *   definition (engine/definition.ts, `CalculatorCore`) as JSON, with its
 *   code as the engine's compiler wrote it (engine/compile.ts), so a page
 *   ships neither the schema (zod) nor the expression parser (mathjs);
 * - `virtual:calculator-texts/<slug>`: the texts of that definition that
 *   only a shown result reads (engine/texts.ts: band readings, tips, table
 *   notes), which `virtual:calculator/<slug>` leaves out and loads with its
 *   `loadTexts()`;
 * - `virtual:definition-sources` (the studio only): every calculator as the
 *   JSON file that would define it, by slug, with its title;
 * - `virtual:calculator-page/<slug>`: the rest of it, which only its page
 *   reads (article, FAQ, sources, search metadata), and its related
 *   listings: the pre-renderer's, and the dev server's, which renders
 *   whole pages in the browser. A built page's card never loads it.
 * Definitions (`.ts` and `.json` files) are loaded in Node through tsx and
 * reloaded when one is changed, added or removed.
 */
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { calculatorModule } from './calculator-modules';
import { isDefinitionModule } from './definition-module-ids';
import { loadDefinitions, type Loaded } from './definitions-load';
import { watchDefinitions } from './definitions-dev-server';
import { registryModule } from './registry-modules';

/** The plugin; `root` is the project folder. */
export function definitionsPlugin(root = process.cwd()): Plugin {
  let building = false;
  let loading: Promise<Loaded> | undefined;
  let generation = 0;
  // A fresh namespace per generation makes tsx read changed files again.
  const load = () => (loading ??= loadDefinitions(root, `definitions-${(generation += 1)}`, () => building));
  const helpers = resolve(root, 'engine/code-helpers.ts');

  return {
    name: 'marketing-calculators:definitions',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      if (isDefinitionModule(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const loaded = await load();
      return registryModule(id, loaded) ?? calculatorModule(id, loaded, { context: this, building, helpers });
    },
    configureServer(server: ViteDevServer) {
      watchDefinitions(server, root, () => {
        loading = undefined;
      });
    },
  };
}
