/**
 * The site's page routes, derived from the page table (src/pages/index.ts)
 * and the catalogue: what the build pre-renders, what the server answers
 * with 200, and what the sitemap lists.
 */
import { catalogue } from 'virtual:catalogue';
import type { CatalogueEntry } from './catalogue';
import { pageEntries } from './pages';
import { isSlugPage, slugPath, type PageEntry } from './pages/page-entry';

/** The routes of `entries`: a fixed page's path, a slug page's path for each of its slugs, in order. */
function routesOf(entries: readonly PageEntry[], list: readonly CatalogueEntry[]): string[] {
  return entries.flatMap((entry) => (isSlugPage(entry) ? entry.slugs(list).map((slug) => slugPath(entry, slug)) : [entry.path]));
}

/** The pages listed (`indexable`) or not: fixed pages first, then pages per slug, each in the table's order. */
function pagesListed(listed: boolean): PageEntry[] {
  const pages = pageEntries.filter((entry) => (entry.indexable !== false) === listed);
  return [...pages.filter((entry) => !isSlugPage(entry)), ...pages.filter(isSlugPage)];
}

/** Every route a search engine should know: the indexable fixed pages, every calculator and every plan template. */
export function indexableRoutes(list: readonly CatalogueEntry[] = catalogue): string[] {
  return routesOf(pagesListed(true), list);
}

/** Every page route (lower case, no trailing slash): the indexable ones, then each calculator's embed and the unlisted fixed pages. */
export function pageRoutes(list: readonly CatalogueEntry[] = catalogue): string[] {
  const unlisted = pagesListed(false);
  return [
    ...indexableRoutes(list),
    ...routesOf(unlisted.filter(isSlugPage), list),
    ...routesOf(
      unlisted.filter((entry) => !isSlugPage(entry)),
      list,
    ),
  ];
}
