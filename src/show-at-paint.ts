/**
 * What a press or typed text will show once the app is hydrated, shown at once,
 * before it is: a tab selects itself and its panel (a calculator's modes),
 * and a list marked for filtering follows its category tabs and search (the
 * directory). The entry keeps the press or text all the same
 * (src/event-replay.ts), and the app, carrying it out, renders the very
 * state shown here, so what a person types goes into the fields they see.
 *
 * Only attributes the app itself renders are changed (aria-selected,
 * tabindex, hidden, the selected tab's class), and text only where the app
 * allows it (suppressHydrationWarning on the count): hydration then keeps
 * the page as it is, and the app's own update sets each of them again. The
 * islands hydrate with the tab shown here (src/directory/DirectoryFilter.tsx,
 * src/calculator/CalculatorCard.tsx), so a press as the app hydrates
 * changes what the visitor sees; the tab's indicator follows aria-selected
 * (index.html).
 *
 * The markup it reads:
 * - tabs: `role="tab"` in a `role="tablist"`, each naming its panel in
 *   `aria-controls` (WAI-ARIA's tabs pattern); a calculator's mode tab
 *   names its mode in `data-mode`, for the address's `mode=`;
 * - a filtered list: the directory's, as src/directory/filter-list.ts
 *   describes it; its search input `data-filter-search`, and buttons that
 *   clear it `data-filter-clear`.
 *
 * It runs in the page's entry, before the app's code has arrived: it imports
 * only what has no imports of its own.
 */
import { readAddress } from './address/read';
import { directoryAtPaint, modeAtPaint } from './address/paint-slices';
import { applyFilter, searchInput } from './directory/filter-list';

const SELECTED_CLASS = 'Mui-selected';

/** Selects `tab` in its list and shows its panel, as the app will; false when it is not a tab. */
function selectTab(tab: HTMLElement): boolean {
  const list = tab.closest('[role="tablist"]');
  if (tab.getAttribute('role') !== 'tab' || !list) return false;
  if (tab.getAttribute('aria-selected') === 'true') return true;
  for (const each of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = each === tab;
    each.setAttribute('aria-selected', String(selected));
    each.tabIndex = selected ? 0 : -1;
    each.classList.toggle(SELECTED_CLASS, selected);
    const panel = document.getElementById(each.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  return true;
}

/** Empties the filtered list's search, as its tabs and Clear buttons do once hydrated. */
function clearSearch(): void {
  const search = searchInput();
  if (search) search.value = '';
}

/**
 * Shows what a press on `control` will do once the app is hydrated. True when
 * the press is shown in full (it needs no "working" sign); the press is to
 * be kept for the app either way.
 */
export function showPress(control: HTMLElement): boolean {
  // A press on the tab already selected changes nothing, once hydrated too (the search stays).
  const newTab = control.getAttribute('aria-selected') === 'false';
  const tab = selectTab(control);
  const filterTab = newTab && tab && control.hasAttribute('data-filter-category');
  if (filterTab || control.hasAttribute('data-filter-clear')) {
    clearSearch();
    applyFilter();
    return true;
  }
  return tab;
}

/** Shows what text typed into `control` will do once the app is hydrated (a search filters its list). */
export function showValue(control: Element): void {
  if (control.hasAttribute('data-filter-search')) applyFilter();
}

/** The tab whose `attribute` is `value`, if the page has one. */
function tabBy(attribute: string, value: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[role="tab"][${attribute}="${CSS.escape(value)}"]`);
}

/**
 * Shows at once the state the page's address asks for and the app will
 * apply once hydrated: a calculator's mode (`mode=`), the directory's category
 * and search (`category=`, `q=`). Inputs and results wait for the app.
 * Shown before what the visitor did (a press or text kept from before the
 * entry ran), which goes on top of it; text typed in the search stays.
 */
export function showAddress(): void {
  const mode = readAddress(modeAtPaint);
  const modeTab = mode === undefined ? null : tabBy('data-mode', mode);
  if (modeTab) selectTab(modeTab);
  const { category, query } = readAddress(directoryAtPaint);
  const categoryTab = category === undefined ? null : tabBy('data-filter-category', category);
  if (categoryTab) selectTab(categoryTab);
  const search = searchInput();
  // React keeps a field's value as it finds it when hydrating, and then sets the same one from the address.
  // Text typed before this ran is the visitor's, and stays.
  if (query !== undefined && search && search.value === search.defaultValue) search.value = query;
  if (categoryTab || (query !== undefined && search)) applyFilter();
}
