import { useRef, type KeyboardEvent, type Ref } from 'react';

/** One tab: its value, its label, its id and the id of the panel it shows. */
export interface PlainTab {
  value: string;
  label: string;
  id?: string;
  controls?: string;
  /** Put on the tab as `data-*` attributes (a calculator's `data-mode`). */
  data?: Record<string, string>;
}

/** The props every kind of tabs takes. */
export interface TabsProps {
  tabs: readonly PlainTab[];
  value: string;
  onChange(value: string): void;
}

/** The classes of a tab list's parts, as MUI gives them for one variant of Tabs. */
export interface TabListClasses {
  list: string;
  tab: string;
  selected: string;
  indicator: string;
}

/** A tab list's classes, each part's read with `classOf` (from the table of the variant's specimen). */
export function tabListClasses(classOf: (part: keyof TabListClasses) => string): TabListClasses {
  return { list: classOf('list'), tab: classOf('tab'), selected: classOf('selected'), indicator: classOf('indicator') };
}

/**
 * The value of the tab of `tabs` that the page shows selected: before an
 * island hydrates, the first paint's script (src/show-at-paint.ts) may have
 * selected another than the server rendered, and the island hydrates with
 * it. A tab is found by its id, else by its `data` attributes. Undefined on
 * the server and where the page does not show them (rendered in the
 * browser: the dev server).
 */
export function shownTab(tabs: readonly PlainTab[]): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const selected = [...document.querySelectorAll<HTMLElement>('[role="tab"][aria-selected="true"]')];
  const isTab = (element: HTMLElement, tab: PlainTab) => {
    if (tab.id !== undefined) return element.id === tab.id;
    const data = Object.entries(tab.data ?? {});
    return data.length > 0 && data.every(([name, value]) => element.getAttribute(`data-${name}`) === value);
  };
  return tabs.find((tab) => selected.some((element) => isTab(element, tab)))?.value;
}

/** The key that moves focus, and where to: by one, or to the first or last tab. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The tab list inside MUI's Tabs, with its keyboard: the arrow keys, Home
 * and End move focus along the tabs, and Enter, Space or a press selects one
 * (WAI-ARIA's tabs with manual activation, as MUI's). The indicator is drawn
 * inside the selected tab, where MUI draws it before it measures, so it
 * moves with the selection and needs no measuring. Every tab has one, shown
 * under the tab whose aria-selected is true (index.html): the markup is the
 * same whichever tab is selected, so an island hydrates with the tab the
 * page shows (the address's, or one pressed before the app was hydrated; see
 * src/show-at-paint.ts), and the first paint's script selecting a tab moves
 * the indicator with it.
 */
export function TabList({
  tabs,
  value,
  onChange,
  classes,
  listRef,
}: TabsProps & { classes: TabListClasses; listRef?: Ref<HTMLDivElement> }) {
  const own = useRef<HTMLDivElement | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const buttons = [...(own.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = buttons.indexOf(event.target as HTMLElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };
  const setRef = (element: HTMLDivElement | null) => {
    own.current = element;
    if (typeof listRef === 'function') listRef(element);
    else if (listRef) listRef.current = element;
  };
  return (
    <div role="tablist" className={classes.list} ref={setRef} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        const data = Object.fromEntries(Object.entries(tab.data ?? {}).map(([name, v]) => [`data-${name}`, v]));
        return (
          <button
            key={tab.value}
            className={selected ? classes.selected : classes.tab}
            tabIndex={selected ? 0 : -1}
            type="button"
            role="tab"
            aria-selected={selected}
            id={tab.id}
            aria-controls={tab.controls}
            {...data}
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
          >
            {tab.label}
            <span className={classes.indicator} />
          </button>
        );
      })}
    </div>
  );
}
