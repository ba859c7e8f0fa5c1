/** Modules the build generates from definitions/ (scripts/definitions-plugin.ts). */
declare module 'virtual:calculators' {
  import type { CalculatorDefinition } from '../engine/definition';
  import type { CatalogueEntry } from './catalogue';

  /** The footer's popular calculators. */
  export const popular: readonly CatalogueEntry[];
  /** Slug → loader of the full definition (with its generated code) and its related listings. */
  export const loaders: Readonly<Record<string, () => Promise<{ default: CalculatorDefinition; related: readonly CatalogueEntry[] }>>>;
}

declare module 'virtual:catalogue' {
  import type { CatalogueEntry } from './catalogue';

  /** Every calculator's listing, in catalogue order. */
  export const catalogue: readonly CatalogueEntry[];
}
