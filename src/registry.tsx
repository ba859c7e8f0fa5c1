import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { popular as builtPopular } from 'virtual:popular';
import { relatedByKey, relatedSourceOf, type CalculatorCore, type CalculatorDefinition } from '../engine/runtime';
import { catalogueEntry, type CatalogueEntry } from './catalogue';
import { startTexts, type TextsLoader } from './card-parts/definition-texts';
import { loadOnce } from './on-demand';
import { settled, type Tracked } from './tracked';

/** A calculator's card's data: what the engine and the card read of its definition. */
export interface LoadedCalculator {
  definition: CalculatorCore;
}

/** A calculator page's data: the full definition and the listings of its related calculators. */
export interface LoadedCalculatorPage {
  definition: CalculatorDefinition;
  related: readonly CatalogueEntry[];
}

/**
 * The calculators a site shows. A calculator page loads its own definition;
 * the footer's popular listings come from their own module (`virtual:popular`),
 * which no island loads, as the footer is static; the full catalogue (home,
 * directory) comes from useCatalogue, in the pages that need it.
 */
export interface Registry {
  /** Replaces the built popular listings (tests render extra definitions). */
  popular?: readonly CatalogueEntry[];
  /**
   * A calculator's card's data by slug (lower case), loaded once; undefined, or settling as undefined, for a slug the
   * site does not have.
   */
  load(slug: string): Tracked<LoadedCalculator | undefined> | undefined;
  /**
   * Replaces how a calculator's page's data loads, by slug (tests render extra definitions); the build's
   * otherwise, which only whole pages read (./page-registry.ts), never an island.
   */
  loadPage?(slug: string): Tracked<LoadedCalculatorPage> | undefined;
  /** Replaces the built catalogue (tests render extra definitions). */
  catalogue?: readonly CatalogueEntry[];
}

/** A calculator's module: its definition, and the loader of the texts it leaves out (./card-parts/definition-texts.ts). */
interface CalculatorModule {
  default: CalculatorCore;
  loadTexts?: TextsLoader;
}

/**
 * The module of the calculator at `slug`: the one its page names in its HTML (scripts/prerender.ts marks the
 * definition's link), else through the index of every calculator (`virtual:calculators`), a file loaded only when
 * another calculator is needed (a plan, "Use this result in…"): a calculator page's first load does without it.
 * Undefined for a slug the site does not have.
 */
async function importCalculator(slug: string): Promise<CalculatorModule | undefined> {
  const named =
    typeof document === 'undefined' ? null : document.querySelector<HTMLLinkElement>(`link[data-calculator="${CSS.escape(slug)}"]`);
  if (named) return (await import(/* @vite-ignore */ named.href)) as CalculatorModule;
  const { loaders } = await import('virtual:calculators');
  return Object.hasOwn(loaders, slug) ? loaders[slug]!() : undefined;
}

/** Each calculator's chunk by slug, loaded once (again after a failed load, when the visitor asks: src/on-demand.tsx). */
const chunks = new Map<string, () => Tracked<LoadedCalculator | undefined>>();

/** The site's registry, from the build's per-calculator chunks. */
export const siteRegistry: Registry = {
  load: (slug) => {
    let chunk = chunks.get(slug);
    if (!chunk) {
      chunk = loadOnce(() =>
        importCalculator(slug).then((module): LoadedCalculator | undefined => {
          if (!module) return undefined;
          // Its texts start loading at once (a small file; the result's code waits for hydration): a result shows only with them.
          startTexts(module.default, module.loadTexts);
          return { definition: module.default };
        }),
      );
      chunks.set(slug, chunk);
    }
    return chunk();
  },
};

const RegistryContext = createContext<Registry>(siteRegistry);

/** The registry of a list of full definitions (the first six of them popular). */
export function registryOf(definitions: readonly CalculatorDefinition[]): Registry {
  const catalogue = definitions.map(catalogueEntry);
  const byKey = (key: string) => catalogue.filter((entry) => entry.key === key);
  const related = relatedByKey(definitions.map(relatedSourceOf));
  // Settled once, so React reads the same promise on every render.
  const loaded = new Map(
    definitions.map((definition) => [definition.slug, settled({ definition, related: related.get(definition.key)!.flatMap(byKey) })]),
  );
  return {
    popular: builtPopular.flatMap((entry) => byKey(entry.key)),
    catalogue,
    load: (slug) => loaded.get(slug),
    loadPage: (slug) => loaded.get(slug),
  };
}

/**
 * Supplies the calculators to the site. By default the build's registry;
 * tests pass full definitions (for example a test-only sixth one) to render
 * them through the same pages.
 */
export function RegistryProvider({ definitions, children }: { definitions: readonly CalculatorDefinition[]; children: ReactNode }) {
  const registry = useMemo(() => registryOf(definitions), [definitions]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry in use. */
export function useRegistry(): Registry {
  return useContext(RegistryContext);
}

/** The footer's popular calculators: the registry's, or the build's. */
export function usePopular(): readonly CatalogueEntry[] {
  return useRegistry().popular ?? builtPopular;
}

/**
 * The calculator at a slug (matched without case), as its card reads it,
 * suspending while its chunk loads; undefined for an unknown slug.
 */
export function useCalculator(slug: string | undefined): LoadedCalculator | undefined {
  const loading = useRegistry().load((slug ?? '').toLowerCase());
  return loading ? use(loading as Promise<LoadedCalculator | undefined>) : undefined;
}
