/**
 * Vite plugin: turns definitions/ into what pages load, each piece only where
 * it is needed.
 * - `virtual:calculators` (every page): the footer's popular calculators and
 *   one lazy loader per calculator;
 * - `virtual:catalogue` (home, directory, pre-rendering): every listing;
 * - `virtual:calculator/<slug>`: that definition as JSON, its related
 *   listings, and its code as the engine's compiler wrote it
 *   (engine/compile.ts), so a page ships neither the schema (zod) nor the
 *   expression parser (mathjs).
 * Definitions are loaded in Node through tsx and reloaded when one changes.
 */
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import type { CalculatorDefinition } from '../engine/definition';

const CALCULATORS = 'virtual:calculators';
const CATALOGUE = 'virtual:catalogue';
const CALCULATOR = 'virtual:calculator/';

interface Loaded {
  definitions: readonly CalculatorDefinition[];
  popularKeys: readonly string[];
  definitionCode: (definition: CalculatorDefinition) => { source: string };
  catalogueEntry: (definition: CalculatorDefinition) => unknown;
}

/** The plugin; `root` is the project folder. */
export function definitionsPlugin(root = process.cwd()): Plugin {
  let loading: Promise<Loaded> | undefined;
  let generation = 0;
  const load = () =>
    (loading ??= (async () => {
      // A fresh namespace per generation makes tsx read changed files again.
      const namespace = `definitions-${(generation += 1)}`;
      const from = resolve(root, 'vite.config.ts');
      const registry = await tsImport('./definitions/index.ts', { parentURL: `file://${from}`, namespace } as never);
      const engine = await tsImport('./engine/index.ts', { parentURL: `file://${from}`, namespace } as never);
      const catalogue = await tsImport('./src/catalogue.ts', { parentURL: `file://${from}`, namespace } as never);
      return {
        definitions: registry.definitions,
        popularKeys: registry.popularKeys,
        definitionCode: engine.definitionCode,
        catalogueEntry: catalogue.catalogueEntry,
      };
    })());
  const helpers = resolve(root, 'engine/code-helpers.ts');

  return {
    name: 'marketing-calculators:definitions',
    resolveId(id) {
      if (id === CALCULATORS || id === CATALOGUE || id.startsWith(CALCULATOR)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const { definitions, popularKeys, definitionCode, catalogueEntry } = await load();
      const entryOf = (key: string) => {
        const found = definitions.find((d: CalculatorDefinition) => d.key === key);
        return found ? [catalogueEntry(found)] : [];
      };
      if (id === `\0${CALCULATORS}`) {
        const loaders = definitions.map(
          (d: CalculatorDefinition) => `  ${JSON.stringify(d.slug)}: () => import(${JSON.stringify(CALCULATOR + d.slug)}),`,
        );
        return [
          `export const popular = ${JSON.stringify(popularKeys.flatMap(entryOf))};`,
          `export const loaders = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }
      if (id === `\0${CATALOGUE}`) return `export const catalogue = ${JSON.stringify(definitions.map(catalogueEntry))};`;
      const slug = id.slice(`\0${CALCULATOR}`.length);
      const definition = definitions.find((d: CalculatorDefinition) => d.slug === slug);
      if (!definition) throw new Error(`No calculator definition has the slug "${slug}".`);
      // The hand-worked examples are for the definition check and tests; a page never reads them.
      const { examples: _examples, code: _code, ...shipped } = definition;
      return [
        `import * as $ from ${JSON.stringify(helpers)};`,
        `const definition = JSON.parse(${JSON.stringify(JSON.stringify({ ...shipped, examples: [] }))});`,
        `definition.code = ${definitionCode(definition).source};`,
        `export const related = ${JSON.stringify(definition.related.flatMap(entryOf))};`,
        'export default definition;',
      ].join('\n');
    },
    configureServer(server: ViteDevServer) {
      const folder = resolve(root, 'definitions');
      server.watcher.add(folder);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(folder) && !file.startsWith(resolve(root, 'engine'))) return;
        loading = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
