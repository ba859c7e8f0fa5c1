/** Modules the build generates from definitions/ (scripts/definitions-plugin.ts). */
declare module 'virtual:calculators' {
  import type { CalculatorCore } from '../engine/runtime';

  /** Slug → loader of what the engine and the card read of the definition, with its generated code. */
  export const loaders: Readonly<Record<string, () => Promise<{ default: CalculatorCore }>>>;
}

declare module 'virtual:popular' {
  import type { CatalogueEntry } from './catalogue';

  /** The footer's popular calculators. */
  export const popular: readonly CatalogueEntry[];
}

declare module 'virtual:measure-index' {
  /** A field that takes a measure, or a value output that gives one. */
  interface Tagged {
    slug: string;
    mode: string;
    id: string;
    label: string;
    /** The measure's id (engine/measures.ts). */
    measure: string;
  }

  /** What connects calculators: each calculator's title and mode labels, and every tagged field and output. */
  export const measureIndex: {
    calculators: Readonly<Record<string, { title: string; modes: Readonly<Record<string, string>> }>>;
    fields: readonly Tagged[];
    outputs: readonly Tagged[];
  };
}

declare module 'virtual:catalogue' {
  import type { CatalogueEntry } from './catalogue';

  /** Every calculator's listing, in catalogue order. */
  export const catalogue: readonly CatalogueEntry[];
}

declare module 'virtual:calculator-pages' {
  import type { CalculatorDefinition, PAGE_ONLY_KEYS } from '../engine/runtime';
  import type { CatalogueEntry } from './catalogue';

  /** Slug → loader of the rest of the definition, which only its page reads, and its related listings. */
  export const pageLoaders: Readonly<
    Record<string, () => Promise<{ page: Pick<CalculatorDefinition, (typeof PAGE_ONLY_KEYS)[number]>; related: readonly CatalogueEntry[] }>>
  >;
}
