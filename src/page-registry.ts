/**
 * A calculator's whole page's data: its card's chunk and its page's own
 * (article, FAQ, sources, related listings), as one full definition. Only
 * whole pages read it (the pre-renderer, the dev server); an island never
 * does, so its loaders stay out of the card's first load.
 */
import { use } from 'react';
import { loaders } from 'virtual:calculators';
import { loadOnce } from './on-demand';
import { useRegistry, type LoadedCalculatorPage, type Registry } from './registry';
import type { Tracked } from './tracked';

/** Each calculator's page, loaded once; the list of page chunks is itself loaded on first use. */
const pageChunks = new Map(
  Object.entries(loaders).map(([slug, loader]) => [
    slug,
    loadOnce(() =>
      Promise.all([loader(), import('virtual:calculator-pages').then(({ pageLoaders }) => pageLoaders[slug]!())]).then(
        ([core, page]): LoadedCalculatorPage => ({ definition: { ...core.default, ...page.page }, related: page.related }),
      ),
    ),
  ]),
);

/** A calculator's page's data by slug (lower case), from `registry` when it has its own; undefined for an unknown slug. */
export function loadCalculatorPage(registry: Registry, slug: string): Tracked<LoadedCalculatorPage> | undefined {
  return registry.loadPage ? registry.loadPage(slug) : pageChunks.get(slug)?.();
}

/**
 * The calculator at a slug (matched without case), as its page reads it: the
 * full definition and its related listings, suspending while they load;
 * undefined for an unknown slug.
 */
export function useCalculatorPage(slug: string | undefined): LoadedCalculatorPage | undefined {
  const loading = loadCalculatorPage(useRegistry(), (slug ?? '').toLowerCase());
  return loading ? use(loading as Promise<LoadedCalculatorPage>) : undefined;
}
