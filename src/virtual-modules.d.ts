/**
 * Modules the build generates from definitions/ (scripts/definitions-plugin.ts). Types from the project are
 * `import()` types: an ambient module cannot import a relative path, and `skipLibCheck` would hide that error
 * and leave every export `any`.
 */
declare module 'virtual:calculators' {
  type CalculatorCore = import('../engine/runtime').CalculatorCore;

  /**
   * Slug → loader of what the engine and the card read of the definition, with its generated code, and the loader
   * of the texts it leaves out (engine/texts.ts).
   */
  export const loaders: Readonly<
    Record<string, () => Promise<{ default: CalculatorCore; loadTexts?: import('./card-parts/definition-texts').TextsLoader }>>
  >;
}

declare module 'virtual:popular' {
  type CatalogueEntry = import('./catalogue').CatalogueEntry;

  /** The footer's popular calculators. */
  export const popular: readonly CatalogueEntry[];
}

declare module 'virtual:measure-index' {
  type MeasureIndex = import('../engine/runtime').MeasureIndex;

  /** What connects calculators (engine/measures.ts), without titles: virtual:calculator-names names them. */
  export const measureIndex: Readonly<
    Omit<MeasureIndex, 'calculators'> & { calculators: Record<string, { modes: Record<string, string> }> }
  >;
}

declare module 'virtual:money-fields' {
  /** Every calculator's fields in money (engine/money.ts moneyFieldIds), by slug. */
  export const moneyFields: Readonly<Record<string, readonly string[]>>;
}

declare module 'virtual:calculator-names' {
  /** Every calculator's name in a plan by slug: its title without "Calculator" (src/plan/step-name.ts). */
  export const calculatorNames: Readonly<Record<string, string>>;
}

declare module 'virtual:plan-templates' {
  type PlanTemplate = import('../engine/plan').PlanTemplate;

  /** The plan templates (definitions/plans/), in the order the site lists them, without their examples. */
  export const planTemplates: readonly Omit<PlanTemplate, 'examples'>[];
}

declare module 'virtual:catalogue' {
  type CatalogueEntry = import('./catalogue').CatalogueEntry;

  /** Every calculator's listing, in catalogue order. */
  export const catalogue: readonly CatalogueEntry[];
}

declare module 'virtual:calculator-pages' {
  type CalculatorPageParts = import('../engine/runtime').CalculatorPageParts;
  type CatalogueEntry = import('./catalogue').CatalogueEntry;

  /** Slug → loader of the rest of the definition, which only its page reads, and its related listings. */
  export const pageLoaders: Readonly<Record<string, () => Promise<{ page: CalculatorPageParts; related: readonly CatalogueEntry[] }>>>;
}

declare module 'virtual:definition-sources' {
  /** Every calculator as the JSON file that would define it (engine/definition-json.ts), in catalogue order: for the studio. */
  export const definitionSources: readonly { slug: string; title: string; json: string }[];
}
