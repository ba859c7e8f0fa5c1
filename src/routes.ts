/**
 * The site's page routes, derived from the page table and the catalogue:
 * what the build pre-renders, what the server answers with 200, and what the
 * sitemap lists.
 */
import { catalogue } from 'virtual:catalogue';
import { planTemplates } from 'virtual:plan-templates';
import type { CatalogueEntry } from './catalogue';
import { embedPath } from '../contract/embed';
import { pageTable } from './pages';

/** Pages at a fixed path (every pattern without a parameter). */
const fixedPages = pageTable.filter((entry) => !entry.path.includes(':'));

/** Every route a search engine should know: the indexable fixed pages, every calculator and every plan template. */
export function indexableRoutes(list: readonly CatalogueEntry[] = catalogue): string[] {
  return [
    ...fixedPages.filter((entry) => entry.indexable !== false).map((entry) => entry.path),
    ...list.map((d) => `/calculators/${d.slug}`),
    ...planTemplates.map((template) => `/plans/${template.slug}`),
  ];
}

/** Every page route (lower case, no trailing slash): the indexable ones, then each calculator's embed and the unlisted fixed pages. */
export function pageRoutes(list: readonly CatalogueEntry[] = catalogue): string[] {
  return [
    ...indexableRoutes(list),
    ...list.map((d) => embedPath(d.slug)),
    ...fixedPages.filter((entry) => entry.indexable === false).map((entry) => entry.path),
  ];
}
