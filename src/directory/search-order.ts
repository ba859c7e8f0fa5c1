/**
 * The order of the directory's cards for a search (issue 52, item 10: "cost" listed CPM and CLV above CPC): the
 * calculators whose titles answer it first. Run by the directory's island with the filter, once it is hydrated;
 * kept out of the page's entry, which every page loads, as the directory alone needs it. A search typed before
 * then is filtered at once (./filter-list.ts) and put in order as the island starts.
 */
import { applyFilter, searchInput } from './filter-list';

/** Filters the list as its controls say (./filter-list.ts), then puts what the search finds in order. */
export function applyFilterInOrder(): void {
  applyFilter();
  putInOrder([...document.querySelectorAll<HTMLElement>('[data-filter-item]')], (searchInput()?.value ?? '').trim().toLowerCase());
}

/**
 * How well a title (lower case) answers a search (lower case, trimmed): 0 when a word of the title starts with it
 * ("cost per click" and "cpc" in "cost per click (cpc) calculator"), 1 when the title holds it elsewhere, 2 when
 * only the rest of the item's text does (or the search is empty).
 * @example searchRank('cpm calculator', 'cost') // 2
 */
export function searchRank(title: string, needle: string): number {
  if (needle === '') return 2;
  let at = title.indexOf(needle);
  if (at < 0) return 2;
  for (; at >= 0; at = title.indexOf(needle, at + 1)) if (at === 0 || !/[a-z0-9]/.test(title[at - 1]!)) return 0;
  return 1;
}

/**
 * Puts the items in the order a search asks (their titles' rank, then the page's own order), or back in the page's
 * own order when there is none. The nodes themselves are moved, not only drawn elsewhere, so reading and Tab follow
 * what is seen. The page's order is read once, the first time, from the page as built.
 */
export function putInOrder(items: HTMLElement[], needle: string): void {
  items.forEach((item, i) => (item.dataset.filterOrder ??= String(i)));
  const rank = (item: HTMLElement) => searchRank(item.dataset.filterTitle ?? '', needle);
  const ordered = [...items].sort((a, b) => rank(a) - rank(b) || Number(a.dataset.filterOrder) - Number(b.dataset.filterOrder));
  if (ordered.every((item, i) => item === items[i])) return;
  for (const item of ordered) item.parentElement?.appendChild(item);
}
