import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { replaceQuery } from '../address';
import type { CatalogueEntry } from '../catalogue';
import { CalculatorCardLink } from '../components/CalculatorCardLink';
import { useCatalogue } from '../use-catalogue';

const ALL = 'All Calculators';
const tabs = [ALL, 'Conversion & Performance', 'Cost & Efficiency', 'Revenue & Profitability', 'Analytics & Tracking'] as const;

/** A category's name in the address: 'Cost & Efficiency' → 'cost-efficiency'. */
function categoryParam(tab: string): string {
  return tab
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The tab and search in the address (`?category=cost-efficiency&q=cpc`); unknown values are the defaults. */
function readAddress(search: string): { tab: string; query: string } {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  return { tab: tabs.find((t) => t !== ALL && categoryParam(t) === category) ?? ALL, query: params.get('q') ?? '' };
}

/** Keeps the tab and search in the address, so a reload, back/forward or a shared link shows the same list. */
function writeAddress(tab: string, query: string): void {
  const params = new URLSearchParams();
  if (tab !== ALL) params.set('category', categoryParam(tab));
  if (query !== '') params.set('q', query);
  const search = params.toString();
  replaceQuery(search ? `?${search}` : '');
}

// The parts that never change, made once: React skips an element it has already rendered, so a tab press or a
// keystroke does not render them again.
/** What the directory's search looks through, lower-cased: also what the first paint's filter reads (src/show-at-paint.ts). */
function searchText(d: CatalogueEntry): string {
  return [d.title, d.seo.summary, d.seo.metaDescription].join('\n').toLowerCase();
}

/** The search field and its Clear button; memoised, so choosing a tab does not re-render them. */
const SearchBox = memo(function SearchBox({
  query,
  onSearch,
  onClear,
}: {
  query: string;
  onSearch: (event: ChangeEvent<HTMLInputElement>) => void;
  onClear: () => void;
}) {
  return (
    <Box component="search" sx={{ display: 'flex', gap: 1, mb: 2 }}>
      <TextField
        label="Search calculators"
        name="q"
        value={query}
        onChange={onSearch}
        fullWidth
        size="small"
        type="search"
        slotProps={{ htmlInput: { 'data-filter-search': '' } }}
      />
      {/* Never disabled: the pre-rendered button must take a press made before the app is live. */}
      <Button onClick={onClear} variant="outlined" data-filter-clear="">
        Clear
      </Button>
    </Box>
  );
});

/**
 * The search the page shows as the island hydrates. The first paint's
 * filter (src/show-at-paint.ts) may have applied the address's search, or
 * one typed before the app was live, to the pre-rendered list. Hydrated with
 * it, React's idea of the list is the list on screen, and it changes only
 * what differs from that. Hydrated with none, a search typed and cleared at
 * once could leave the list as the first paint filtered it: the clearing
 * came before the deferred render of the search, so React saw nothing to
 * change. (The tab cannot be taken the same way: MUI renders the indicator
 * inside the selected tab until it measures, so hydrating another tab
 * would not match the page.) Empty on the server, and where the page is
 * rendered in the browser (the dev server).
 */
function shownSearch(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>('input[data-filter-search]')?.value ?? '';
}

/** The directory's island: category tabs, a search within the tab, the count and the cards, all from the catalogue. */
export function DirectoryFilter() {
  const registry = useCatalogue();
  const [tab, setTab] = useState<string>(ALL);
  const [query, setQuery] = useState(shownSearch);
  // The address's tab and search apply once mounted (the first paint's filter shows them already),
  // and from then on every change is written back to it.
  const addressRead = useRef(false);
  useEffect(() => {
    if (addressRead.current) return writeAddress(tab, query);
    addressRead.current = true;
    const fromAddress = readAddress(window.location.search);
    setTab(fromAddress.tab);
    setQuery(fromAddress.query);
  }, [tab, query]);
  // Stable handlers: a tab press re-renders the tabs and the count, not the search box.
  const search = useCallback((event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value), []);
  const clear = useCallback(() => setQuery(''), []);
  const chooseTab = useCallback((_: unknown, value: string) => {
    setTab(value);
    setQuery('');
  }, []);
  // The list follows the tab and the search a frame later (a deferred render): the press or the keystroke is
  // painted first, then the cards are shown and hidden, so neither waits for the other.
  const listedTab = useDeferredValue(tab);
  const needle = useDeferredValue(query).trim().toLowerCase();
  // Every card is made once and stays mounted; a tab or a search only hides the others. Mounting a tab's
  // cards on the press was most of its time to the next paint (INP), hiding them is an attribute each.
  // Each card's category and search text are worked out once, here; the list and the first paint's filter
  // (which reads them from the card's attributes) match against the very same strings.
  const cards = useMemo(
    () =>
      registry.map(
        (d) =>
          [
            d.key,
            { category: categoryParam(d.category), text: searchText(d) },
            <CalculatorCardLink key={d.key} definition={d} category={d.category} headingLevel="h2" />,
          ] as const,
      ),
    [registry],
  );
  const shown = useMemo(() => {
    const category = listedTab === ALL ? undefined : categoryParam(listedTab);
    return new Set(
      cards
        .filter(([, filter]) => (category === undefined || filter.category === category) && (needle === '' || filter.text.includes(needle)))
        .map(([key]) => key),
    );
  }, [cards, listedTab, needle]);
  // The page shows exactly what was rendered, each time what is shown changes. React writes only what differs from
  // its last render, and the first paint's filter (src/show-at-paint.ts) may have hidden cards after hydration read
  // the page (a search typed while React hydrated): a search changed again before React's deferred render of it
  // ran would leave those cards (and the count, and the empty state) as the first paint's filter drew them.
  const grid = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  const noun = shown.size === 1 ? 'calculator' : 'calculators';
  const countText = `${shown.size} ${noun}${needle !== '' ? ' found' : ''}`;
  useLayoutEffect(() => {
    const items = grid.current?.children;
    cards.forEach(([key], index) => {
      const item = items?.[index];
      if (item instanceof HTMLElement && item.hidden !== !shown.has(key)) item.hidden = !shown.has(key);
    });
    if (empty.current && empty.current.hidden !== (shown.size !== 0)) empty.current.hidden = shown.size !== 0;
    if (count.current && count.current.textContent !== countText) count.current.textContent = countText;
  }, [cards, shown, countText]);
  return (
    <>
      <SearchBox query={query} onSearch={search} onClear={clear} />
      <Tabs value={tab} onChange={chooseTab} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {tabs.map((t) => (
          <Tab key={t} value={t} label={t} data-filter-category={t === ALL ? '' : categoryParam(t)} />
        ))}
      </Tabs>
      {/* One string, which the first paint's filter may have rewritten before hydration (src/show-at-paint.ts). */}
      <Typography
        color="text.secondary"
        sx={{ mb: 2 }}
        ref={count}
        data-testid="count"
        role="status"
        data-filter-count=""
        data-one="calculator"
        data-many="calculators"
        suppressHydrationWarning
      >
        {countText}
      </Typography>
      {/* Always there, hidden while something matches, so the first paint's filter can show it. */}
      <Box ref={empty} sx={{ textAlign: 'center', py: 6 }} hidden={shown.size !== 0} data-filter-empty="">
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          No calculators found
        </Typography>
        <Button onClick={clear} variant="outlined" data-filter-clear="">
          Clear Search
        </Button>
      </Box>
      <Box ref={grid} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {cards.map(([key, filter, card]) => (
          <div key={key} hidden={!shown.has(key)} data-filter-item="" data-filter-category={filter.category} data-filter-text={filter.text}>
            {card}
          </div>
        ))}
      </Box>
    </>
  );
}
