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
import { tsImport } from 'tsx/esm/api';
import type { Plugin, Rollup, ViteDevServer } from 'vite';
import type { CalculatorCore, CalculatorDefinition } from '../engine/definition';
import { takeTexts } from '../engine/texts-apart';
import type { PlanTemplate } from '../engine/plan/define';
import { stepName } from '../src/plan/step-name';
import { studioDevMiddleware } from './studio-dev-save';

const CALCULATORS = 'virtual:calculators';
const CATALOGUE = 'virtual:catalogue';
const POPULAR = 'virtual:popular';
const MEASURE_INDEX = 'virtual:measure-index';
const CALCULATOR_NAMES = 'virtual:calculator-names';
const MONEY_FIELDS = 'virtual:money-fields';
const PLAN_TEMPLATES = 'virtual:plan-templates';
const CALCULATOR = 'virtual:calculator/';
const CALCULATOR_TEXTS = 'virtual:calculator-texts/';
const CALCULATOR_PAGE = 'virtual:calculator-page/';
const CALCULATOR_PAGES = 'virtual:calculator-pages';
const DEFINITION_SOURCES = 'virtual:definition-sources';

interface Loaded {
  definitions: readonly CalculatorDefinition[];
  plans: readonly PlanTemplate[];
  popularKeys: readonly string[];
  definitionCode: (definition: CalculatorDefinition, keyOf?: (mode: number, source: string) => string) => { source: string };
  shortenExpressions: (card: CalculatorCore) => (mode: number, source: string) => string;
  catalogueEntry: (definition: CalculatorDefinition) => unknown;
  /** Each calculator page's related calculators by key (engine/related.ts). */
  related: ReadonlyMap<string, readonly string[]>;
  measureIndexOf: (definitions: readonly CalculatorDefinition[]) => unknown;
  moneyFieldIds: (definition: CalculatorDefinition) => string[];
  definitionAsJson: (definition: CalculatorDefinition) => string;
}

/** The plugin; `root` is the project folder. */
export function definitionsPlugin(root = process.cwd()): Plugin {
  let building = false;
  let loading: Promise<Loaded> | undefined;
  let generation = 0;
  const load = () =>
    (loading ??= (async () => {
      // A fresh namespace per generation makes tsx read changed files again.
      const namespace = `definitions-${(generation += 1)}`;
      const from = resolve(root, 'vite.config.ts');
      const registry = await tsImport('./definitions/index.ts', { parentURL: `file://${from}`, namespace } as never);
      const templates = await tsImport('./definitions/plans/index.ts', { parentURL: `file://${from}`, namespace } as never);
      const engine = await tsImport('./engine/index.ts', { parentURL: `file://${from}`, namespace } as never);
      const catalogue = await tsImport('./src/catalogue.ts', { parentURL: `file://${from}`, namespace } as never);
      const json = await tsImport('./engine/definition-json.ts', { parentURL: `file://${from}`, namespace } as never);
      // A draft's placeholders never reach a built page; the dev server shows them, for the editor writing them.
      if (building) {
        const { placeholderProblems } = await tsImport('./engine/placeholders.ts', { parentURL: `file://${from}`, namespace } as never);
        const left = (registry.definitions as CalculatorDefinition[]).flatMap((d) =>
          (placeholderProblems(d) as { path: string; problem: string }[]).map((p) => `${d.slug} → ${p.path}: ${p.problem}`),
        );
        if (left.length > 0) throw new Error(`A page still has texts to write, so it cannot be published:\n${left.join('\n')}`);
      }
      return {
        definitions: registry.definitions,
        plans: templates.plans,
        popularKeys: registry.popularKeys,
        definitionCode: engine.definitionCode,
        shortenExpressions: engine.shortenExpressions,
        measureIndexOf: engine.measureIndexOf,
        moneyFieldIds: engine.moneyFieldIds,
        catalogueEntry: catalogue.catalogueEntry,
        related: engine.relatedByKey(registry.definitions.map(engine.relatedSourceOf)),
        definitionAsJson: json.definitionAsJson,
      };
    })());
  const helpers = resolve(root, 'engine/code-helpers.ts');
  /**
   * How a definition's module loads its texts. A built page fetches them as a JSON file beside the definition's
   * (hashed, cached like the rest of /assets/): a dynamic import would make every definition's file import the
   * bundler's preloading helper from the entry, and list the entry in every calculator's preload list. The dev
   * server and the pre-renderer import them as a module.
   */
  const textsLoader = (context: Rollup.PluginContext, slug: string, texts: unknown): string => {
    if (!building || context.environment?.name !== 'client') return `() => import(${JSON.stringify(CALCULATOR_TEXTS + slug)})`;
    const file = context.emitFile({ type: 'asset', name: `${slug}-texts.json`, source: JSON.stringify(texts) });
    return `() => fetch(import.meta.ROLLUP_FILE_URL_${file}).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status))))).then((t) => ({ default: t }))`;
  };

  return {
    name: 'marketing-calculators:definitions',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      if (
        id === CALCULATORS ||
        id === CALCULATOR_PAGES ||
        id === CATALOGUE ||
        id === POPULAR ||
        id === MEASURE_INDEX ||
        id === CALCULATOR_NAMES ||
        id === MONEY_FIELDS ||
        id === PLAN_TEMPLATES ||
        id === DEFINITION_SOURCES ||
        id.startsWith(CALCULATOR) ||
        id.startsWith(CALCULATOR_TEXTS) ||
        id.startsWith(CALCULATOR_PAGE)
      )
        return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const {
        definitions,
        plans,
        popularKeys,
        definitionCode,
        shortenExpressions,
        catalogueEntry,
        related,
        measureIndexOf,
        moneyFieldIds,
        definitionAsJson,
      } = await load();
      if (id === `\0${DEFINITION_SOURCES}`) {
        const sources = definitions.map((d: CalculatorDefinition) => ({ slug: d.slug, title: d.title, json: definitionAsJson(d) }));
        return `export const definitionSources = JSON.parse(${JSON.stringify(JSON.stringify(sources))});`;
      }
      if (id === `\0${PLAN_TEMPLATES}`)
        return `export const planTemplates = ${JSON.stringify(plans.map(({ examples: _examples, ...template }: PlanTemplate) => template))};`;
      const entryOf = (key: string) => {
        const found = definitions.find((d: CalculatorDefinition) => d.key === key);
        return found ? [catalogueEntry(found)] : [];
      };
      const loaders = (prefix: string) =>
        definitions.map((d: CalculatorDefinition) => `  ${JSON.stringify(d.slug)}: () => import(${JSON.stringify(prefix + d.slug)}),`);
      if (id === `\0${CALCULATORS}`) {
        return `export const loaders = {\n${loaders(CALCULATOR).join('\n')}\n};`;
      }
      if (id === `\0${POPULAR}`) return `export const popular = ${JSON.stringify(popularKeys.flatMap(entryOf))};`;
      if (id === `\0${CALCULATOR_PAGES}`) return `export const pageLoaders = {\n${loaders(CALCULATOR_PAGE).join('\n')}\n};`;
      if (id === `\0${CALCULATOR_NAMES}`)
        return `export const calculatorNames = ${JSON.stringify(Object.fromEntries(definitions.map((d: CalculatorDefinition) => [d.slug, stepName(d.title)])))};`;
      if (id === `\0${MONEY_FIELDS}`)
        return `export const moneyFields = ${JSON.stringify(Object.fromEntries(definitions.map((d: CalculatorDefinition) => [d.slug, moneyFieldIds(d)])))};`;
      if (id === `\0${MEASURE_INDEX}`) {
        // Whoever reads the index names a calculator from virtual:calculator-names.
        const index = measureIndexOf(definitions) as { calculators: Record<string, { title?: string }> };
        for (const calculator of Object.values(index.calculators)) delete calculator.title;
        return `export const measureIndex = ${JSON.stringify(index)};`;
      }
      if (id === `\0${CATALOGUE}`) return `export const catalogue = ${JSON.stringify(definitions.map(catalogueEntry))};`;
      const page = id.startsWith(`\0${CALCULATOR_PAGE}`);
      const textsOnly = id.startsWith(`\0${CALCULATOR_TEXTS}`);
      const slug = id.slice((page ? `\0${CALCULATOR_PAGE}` : textsOnly ? `\0${CALCULATOR_TEXTS}` : `\0${CALCULATOR}`).length);
      const definition = definitions.find((d: CalculatorDefinition) => d.slug === slug);
      if (!definition) throw new Error(`No calculator definition has the slug "${slug}".`);
      // The hand-worked examples are for the definition check and tests; a page never reads them.
      const { content, seo, sources, reviewed, examples: _examples, code: _code, ...core } = definition;
      if (page) {
        return [
          `export const page = JSON.parse(${JSON.stringify(JSON.stringify({ content, seo, sources, reviewed, examples: [] }))});`,
          `export const related = ${JSON.stringify(related.get(definition.key)!.flatMap(entryOf))};`,
        ].join('\n');
      }
      // Measures connect calculators (a result's "Use this result in…", plans), which load them on their own.
      const card = JSON.parse(JSON.stringify(core, (key, value) => (key === 'measure' ? undefined : value))) as CalculatorCore;
      // A shown result's texts are a module of their own, which the page loads beside the result's code.
      const texts = takeTexts(card);
      if (textsOnly) return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
      // Expressions by short key, in the card and its code alike (engine/short-keys.ts), after the texts took their written forms.
      const keyOf = shortenExpressions(card);
      return [
        `import * as $ from ${JSON.stringify(helpers)};`,
        `const definition = JSON.parse(${JSON.stringify(JSON.stringify(card))});`,
        `definition.code = ${definitionCode(definition, keyOf).source};`,
        'export default definition;',
        `export const loadTexts = ${textsLoader(this, slug, texts)};`,
      ].join('\n');
    },
    configureServer(server: ViteDevServer) {
      const folder = resolve(root, 'definitions');
      server.watcher.add(folder);
      const forget = () => {
        loading = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
        }
      };
      // A file the studio just saved is read again without reloading every open page, the studio among them.
      const fromStudio = new Set<string>();
      // A file added (a new calculator, .ts or .json) or removed changes the registry as an edit does.
      const reload = (file: string) => {
        if (!file.startsWith(folder) && !file.startsWith(resolve(root, 'engine'))) return;
        forget();
        if (!fromStudio.delete(file)) server.ws.send({ type: 'full-reload' });
      };
      server.middlewares.use(
        studioDevMiddleware(
          root,
          async (text) => {
            const from = resolve(root, 'vite.config.ts');
            const { definitionFromJson } = await tsImport('./engine/definition-json.ts', { parentURL: `file://${from}` } as never);
            return (definitionFromJson as (text: string) => { slug: string })(text);
          },
          (file) => {
            fromStudio.add(file);
            forget();
          },
        ),
      );
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, reload);
    },
  };
}
