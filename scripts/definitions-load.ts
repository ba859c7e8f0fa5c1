/**
 * Loads definitions/ and the engine's code that turns it into modules, in
 * Node through tsx (scripts/definitions-plugin.ts).
 */
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { CalculatorCore, CalculatorDefinition } from '../engine/definition';
import type { PlanTemplate } from '../engine/plan/define';

/** The definitions, the plan templates and what the plugin's modules are made with. */
export interface Loaded {
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

/**
 * Loads them afresh in the project at `root`: tsx reads the files again under a `namespace` it has not seen.
 * `building` is asked once the definitions are loaded: a draft's placeholders then fail the build.
 */
export async function loadDefinitions(root: string, namespace: string, building: () => boolean): Promise<Loaded> {
  const from = resolve(root, 'vite.config.ts');
  const registry = await tsImport('./definitions/index.ts', { parentURL: `file://${from}`, namespace } as never);
  const templates = await tsImport('./definitions/plans/index.ts', { parentURL: `file://${from}`, namespace } as never);
  const engine = await tsImport('./engine/index.ts', { parentURL: `file://${from}`, namespace } as never);
  const catalogue = await tsImport('./src/catalogue.ts', { parentURL: `file://${from}`, namespace } as never);
  const json = await tsImport('./engine/definition-json.ts', { parentURL: `file://${from}`, namespace } as never);
  // A draft's placeholders never reach a built page; the dev server shows them, for the editor writing them.
  if (building()) {
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
}
