/** The definitions plugin's modules made from every definition at once (scripts/definitions-plugin.ts). */
import type { CalculatorDefinition } from '../engine/definition';
import type { PlanTemplate } from '../engine/plan/define';
import { stepName } from '../src/plan/step-name';
import {
  CALCULATOR,
  CALCULATOR_NAMES,
  CALCULATOR_PAGE,
  CALCULATOR_PAGES,
  CALCULATORS,
  CATALOGUE,
  DEFINITION_SOURCES,
  MEASURE_INDEX,
  MONEY_FIELDS,
  PLAN_TEMPLATES,
  POPULAR,
} from './definition-module-ids';
import type { Loaded } from './definitions-load';

/** The catalogue's entry for the calculator with `key`, as a list of one, or none if there is no such calculator. */
export function entriesOf({ definitions, catalogueEntry }: Loaded, key: string): unknown[] {
  const found = definitions.find((d: CalculatorDefinition) => d.key === key);
  return found ? [catalogueEntry(found)] : [];
}

/** The module `id` (with its leading \0) if it is one made from every definition, else undefined. */
export function registryModule(id: string, loaded: Loaded): string | undefined {
  const { definitions, plans, popularKeys, catalogueEntry, measureIndexOf, moneyFieldIds, definitionAsJson } = loaded;
  if (id === `\0${DEFINITION_SOURCES}`) {
    const sources = definitions.map((d: CalculatorDefinition) => ({ slug: d.slug, title: d.title, json: definitionAsJson(d) }));
    return `export const definitionSources = JSON.parse(${JSON.stringify(JSON.stringify(sources))});`;
  }
  if (id === `\0${PLAN_TEMPLATES}`)
    return `export const planTemplates = ${JSON.stringify(plans.map(({ examples: _examples, ...template }: PlanTemplate) => template))};`;
  const loaders = (prefix: string) =>
    definitions.map((d: CalculatorDefinition) => `  ${JSON.stringify(d.slug)}: () => import(${JSON.stringify(prefix + d.slug)}),`);
  if (id === `\0${CALCULATORS}`) {
    return `export const loaders = {\n${loaders(CALCULATOR).join('\n')}\n};`;
  }
  if (id === `\0${POPULAR}`) return `export const popular = ${JSON.stringify(popularKeys.flatMap((key) => entriesOf(loaded, key)))};`;
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
  return undefined;
}
