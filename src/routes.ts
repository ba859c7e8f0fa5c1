/**
 * The site's page routes, derived from the registry: what the build
 * pre-renders, what the server answers with 200, and what the sitemap lists.
 */
import { catalogue } from 'virtual:catalogue';
import type { CatalogueEntry } from './catalogue';

/** Pages that are not calculators, in sitemap order. */
export const staticRoutes = ['/', '/calculators', '/about', '/contact', '/privacy', '/terms'] as const;

/** Routes that exist but are kept out of search engines. */
export const privateRoutes = ['/admin'] as const;

/** Every route a search engine should know: the static pages and every calculator. */
export function indexableRoutes(list: readonly CatalogueEntry[] = catalogue): string[] {
  return [...staticRoutes, ...list.map((d) => `/calculators/${d.slug}`)];
}

/** Every page route (lower case, no trailing slash). */
export function pageRoutes(list: readonly CatalogueEntry[] = catalogue): string[] {
  return [...indexableRoutes(list), ...privateRoutes];
}
