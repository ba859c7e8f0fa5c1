/**
 * The registry: every calculator definition in this folder, keyed by the
 * spec's camelCase key. A calculator is added by adding its file, a `.ts`
 * file (`export default defineCalculator({...})`) or a `<slug>.json` one
 * (engine/definition-folder.ts); nothing here needs a new line. Read in Node
 * only (the build's definitions plugin, the checker, tests, benchmarks).
 * Throws the first file's DefinitionError, so a broken definition stops the
 * build with its path; `npm run check:definitions` lists every problem.
 */
import { definitionFiles, loadDefinitionFile } from '../engine/definition-folder';
import type { CalculatorDefinition } from '../engine';

/** The spec's catalogue order by key (the home page features the first six); a calculator not named here follows them by title. */
const catalogueOrder: readonly string[] = [
  'conversionRate',
  'roi',
  'cpm',
  'ctr',
  'engagementRate',
  'clv',
  'roas',
  'cpc',
  'cpa',
  'cac',
  'churnRate',
  'aov',
  'retentionRate',
  'cpl',
  'videoCompletionRate',
  'bounceRate',
  'costPerEngagement',
  'avgSessionDuration',
  'ltvCacRatio',
  'clicksToConversions',
  'organicSearchTrafficGrowth',
  'impressionsToClicks',
  'paidTrafficShare',
  'leadToConversionRate',
  'profitMargin',
  'breakEvenPoint',
  'budgetPacing',
  'marketingEfficiencyRatio',
  'revenueGrowthRate',
  'customerRetentionCost',
];

const place = (d: CalculatorDefinition) => {
  const at = catalogueOrder.indexOf(d.key);
  return at === -1 ? catalogueOrder.length : at;
};

const loaded: CalculatorDefinition[] = [];
for (const file of definitionFiles(import.meta.dirname)) {
  const definition = await loadDefinitionFile(file);
  if (!definition) throw new Error(`${file} has no default export: write \`export default defineCalculator({...})\`.`);
  loaded.push(definition);
}

/** Definitions in the spec's catalogue order, then the rest by title. */
export const definitions: readonly CalculatorDefinition[] = loaded.sort(
  (a, b) => place(a) - place(b) || a.title.localeCompare(b.title, 'en'),
);

/** The footer's popular calculators, by key (spec: conversion rate, ROI, CPM, CTR, CLV, CAC). */
export const popularKeys: readonly string[] = ['conversionRate', 'roi', 'cpm', 'ctr', 'clv', 'cac'];

/** Definitions by registry key. */
export const registry: Readonly<Record<string, CalculatorDefinition>> = Object.fromEntries(definitions.map((d) => [d.key, d]));
