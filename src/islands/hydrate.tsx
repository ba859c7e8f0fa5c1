/**
 * Hydrates the page's islands (src/islands/table.ts), each as a root of its
 * own, and marks the page hydrated once all of them have hydrated. Run by the
 * entry (src/boot.ts) after the first paint, and only on a page that has
 * islands: the rest of every page is static HTML.
 */
import { StrictMode, useEffect, useRef, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE } from '../hydration';
import { markHydrated } from '../mark-hydrated';
import { reportRecoverableError } from '../recoverable-error';
import { ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './Island';
import { islandIdPrefix } from './island-id';
import { isIslandName, islandTable, type IslandEntry } from './table';

/** Renders nothing; calls `onCommit` once, when its root has hydrated. */
function Committed({ onCommit }: { onCommit: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onCommit();
  }, [onCommit]);
  return null;
}

interface Part {
  element: HTMLElement;
  id: string;
  Component: ComponentType<object>;
  props: object;
}

/** The island in `element`, its code and what it reads loaded; undefined for an element the table does not know. */
async function load(element: HTMLElement): Promise<Part | undefined> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) return undefined;
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const island = islandTable[name] as IslandEntry<object>;
  const [Component] = await Promise.all([island.load(), island.prepare?.(props)]);
  return { element, id: element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? name, Component, props };
}

/** Hydrates every island on the page; the page is hydrated once the last has. */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const parts = (await Promise.all(elements.map(load))).filter((part) => part !== undefined);
  let waiting = parts.length;
  if (waiting === 0) return markHydrated();
  const committed = () => {
    waiting -= 1;
    // Once React's effects are done: what the visitor did before is carried out at hydration, and an event dispatched
    // from inside React's effects has its state update held until they end, so React would first put a control's
    // old value back (and the caret and selection with it), then the new one.
    if (waiting === 0) queueMicrotask(markHydrated);
  };
  for (const { element, id, Component, props } of parts) {
    const island = (
      <StrictMode>
        <Component {...props} />
        <Committed onCommit={committed} />
      </StrictMode>
    );
    // Not in a transition: sliced, hydration yielded between slices to the tasks of the files fetched meanwhile (the
    // result's code), and the page hydrated later; whole, a card's is one task of 15-20 ms at 4× CPU.
    hydrateRoot(element, island, { identifierPrefix: islandIdPrefix(id), onRecoverableError: reportRecoverableError });
  }
}
