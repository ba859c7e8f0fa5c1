import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { readAddress } from '../address/read';
import { writeAddress } from '../address/write';
import { directorySlice } from '../address/directory-slice';
import { sliceWrite } from '../address/slice';
import { ClearButton, CountLine, NothingFound, SearchRow } from '../first-screen/PlainDirectoryBoxes';
import { PlainScrollTabs } from '../first-screen/PlainScrollTabs';
import { shownTab } from '../first-screen/TabList';
import { PlainSearchField } from '../first-screen/PlainSearchField';
import { ALL, PLANS, categoryParam, categoryTabs } from './categories';
import { countLabel } from './filter-list';
import { applyFilterInOrder } from './search-order';

// The plans' tab counts plans: its own nouns (src/directory/filter-list.ts).
const tabs = categoryTabs.map((tab) => ({
  value: tab,
  label: tab,
  data: { 'filter-category': tab === ALL ? '' : categoryParam(tab), ...(tab === PLANS && { one: 'plan', many: 'plans' }) },
}));

/** The tab and search in the address (src/address/directory-slice.ts); unknown values are the defaults. */
function readFilter(): { tab: string; query: string } {
  const { category, query } = readAddress(directorySlice);
  return { tab: categoryTabs.find((t) => t !== ALL && categoryParam(t) === category) ?? ALL, query: query ?? '' };
}

/** Keeps the tab and search in the address, so a reload, back/forward or a shared link shows the same list. */
function writeFilter(tab: string, query: string): void {
  writeAddress([sliceWrite(directorySlice, { category: tab === ALL ? undefined : categoryParam(tab), query })]);
}

/**
 * The search the page shows as the island hydrates: the first paint's
 * filter (src/show-at-paint.ts) may have applied the address's search, or
 * one typed before the app was hydrated. Hydrated with it, the field keeps what
 * the visitor sees. Empty on the server, and where the page is rendered in
 * the browser (the dev server).
 */
function shownSearch(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>('input[data-filter-search]')?.value ?? '';
}

/**
 * The directory's island: its search, category tabs, count and "No
 * calculators found". The list itself is the page's (static cards, ready at
 * first paint); the island filters it on the page, with the very filter the
 * first paint's script uses before the app is hydrated (./filter-list.ts), so a
 * tab or a keystroke costs a few attributes and no render of the cards.
 * `total` is the number of calculators listed.
 */
export function DirectoryFilter({ total }: { total: number }) {
  const searchId = useId();
  // Hydrated with the tab the page shows (the address's, which the first paint selected, or one pressed before the
  // app was hydrated), as the search is: from its first render the app knows which tab a press changes. Hydrated with
  // All while the page showed Plans, a press on All Calculators made as the app hydrated was taken for a press on
  // the tab already selected, and the address's Plans applied after it.
  const [hydratedTab] = useState(() => shownTab(tabs));
  const [tab, setTab] = useState<string>(hydratedTab ?? ALL);
  const [query, setQuery] = useState(shownSearch);
  // Where nothing showed the address before the app (the page rendered in the browser: the dev server), it applies
  // once mounted. Elsewhere the first paint showed it, and what the page shows is written back at once (a tab pressed
  // or a search typed before the app was hydrated replaces the address's), as every change is from then on.
  const addressRead = useRef(false);
  useEffect(() => {
    if (!addressRead.current) {
      addressRead.current = true;
      const fromAddress = readFilter();
      if (hydratedTab === undefined && (fromAddress.tab !== ALL || fromAddress.query !== '')) {
        setTab(fromAddress.tab);
        setQuery(fromAddress.query);
        return;
      }
    }
    writeFilter(tab, query);
  }, [hydratedTab, tab, query]);
  // The list follows the tab and the search a frame later (a deferred render): the press or the keystroke is
  // painted first, then the cards are shown and hidden, so neither waits for the other. The filter reads the
  // tab and the search from the page, where React has put them by then.
  // One object per change: a tab changed and changed back before the deferred render still filters the list again,
  // which the first paint's filter may have shown for the other.
  const change = useMemo(() => ({ tab, query }), [tab, query]);
  const listed = useDeferredValue(change);
  useLayoutEffect(applyFilterInOrder, [listed]);
  const search = useCallback((event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value), []);
  const clear = useCallback(() => setQuery(''), []);
  const chooseTab = useCallback((value: string) => {
    setTab(value);
    setQuery('');
  }, []);
  return (
    <>
      <SearchRow>
        <PlainSearchField
          id={searchId}
          label="Search calculators"
          name="q"
          value={query}
          onChange={search}
          inputProps={{ 'data-filter-search': '' }}
        />
        <ClearButton onClick={clear}>Clear</ClearButton>
      </SearchRow>
      <PlainScrollTabs tabs={tabs} value={tab} onChange={chooseTab} />
      <CountLine text={countLabel(total, 'calculator', 'calculators', false)} one="calculator" many="calculators" />
      <NothingFound message="No calculators found">
        <ClearButton onClick={clear}>Clear Search</ClearButton>
      </NothingFound>
    </>
  );
}
