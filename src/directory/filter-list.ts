/**
 * The directory's filter, on the page itself: its items carry their
 * category and search text (`data-filter-item`, `data-filter-category`,
 * `data-filter-text`, lower-cased, and its title `data-filter-title`, lower
 * case; `data-filter-apart` on an item listed only under its own tab, as a
 * plan is), its category tabs
 * `data-filter-category` (empty: all), its search `data-filter-search`, its
 * count `data-filter-count` with `data-one` and `data-many` (the nouns; a
 * tab's own, when it has them, while it is selected), and what shows when
 * nothing matches `data-filter-empty`.
 *
 * No imports: it runs in the page's entry, before the app's code has arrived.
 */

/** The search input of the page's filtered list, if it has one. */
export function searchInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('input[data-filter-search]');
}

/**
 * Sets an element's text in the text node already there: once hydrated, the
 * app updates that very node, and one replaced under it would leave the page
 * showing this text whatever the app renders after.
 */
function setText(element: Element, text: string): void {
  const node = element.firstChild;
  if (node instanceof Text && element.childNodes.length === 1) node.data = text;
  else element.textContent = text;
}

/** The count's text: "30 calculators", "1 calculator found" (`one` and `many` are the nouns). */
export function countLabel(count: number, one: string, many: string, searching: boolean): string {
  return `${count} ${count === 1 ? one : many}${searching ? ' found' : ''}`;
}

/**
 * Shows the filtered list's items that match its selected category tab and
 * its search, and their count; shows what says nothing matched when nothing
 * does. Run by the first paint's script (src/show-at-paint.ts) and, once the
 * app is hydrated, by the directory's island after each change of tab or
 * search (./search-order.ts, which also puts what the search finds in
 * order): both read the tab and the search from the page, so the list is
 * always what the page's controls show.
 */
export function applyFilter(): void {
  const items = document.querySelectorAll<HTMLElement>('[data-filter-item]');
  if (items.length === 0) return;
  const tab = document.querySelector<HTMLElement>('[role="tab"][data-filter-category][aria-selected="true"]');
  const category = tab?.dataset.filterCategory ?? '';
  const needle = (searchInput()?.value ?? '').trim().toLowerCase();
  let shown = 0;
  for (const item of items) {
    const match =
      (category === '' ? !item.hasAttribute('data-filter-apart') : item.dataset.filterCategory === category) &&
      (needle === '' || (item.dataset.filterText ?? '').includes(needle));
    item.hidden = !match;
    if (match) shown += 1;
  }
  const count = document.querySelector<HTMLElement>('[data-filter-count]');
  const nouns = tab?.dataset.many ? tab.dataset : count?.dataset;
  if (count) setText(count, countLabel(shown, nouns?.one ?? '', nouns?.many ?? '', needle !== ''));
  const empty = document.querySelector<HTMLElement>('[data-filter-empty]');
  if (empty) empty.hidden = shown !== 0;
}
