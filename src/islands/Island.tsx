import { createContext, Suspense, use, useContext } from 'react';
import { ISLAND_ATTRIBUTE } from '../hydration';
import { loadOnce } from '../on-demand';
import { islandTable, type IslandEntry, type IslandName, type IslandProps } from './table';

/** The attribute holding an island's props (JSON). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** The attribute holding an island's id on its page, which prefixes the ids React makes inside it (useId). */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';

/** What the pre-renderer learns of a page's islands while rendering it (src/entry-server.tsx). */
export interface IslandCollector {
  /** Notes an island; returns its id on the page. */
  add(name: IslandName, props: object): string;
}

/** Given by the pre-renderer: islands are then rendered apart, each as the root the browser hydrates. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The comment the pre-renderer replaces with the island's own render. */
export const islandPlaceholder = (id: string) => `<!--island:${id}-->`;

const loaders = new Map<IslandName, () => Promise<unknown>>();
function loaded(name: IslandName) {
  let load = loaders.get(name);
  if (!load) {
    load = loadOnce(() => (islandTable[name] as IslandEntry<object>).load());
    loaders.set(name, load);
  }
  return load() as Promise<React.ComponentType<object>>;
}

/** The dev server renders the whole app in the browser: an island is then rendered in place. */
function InPlace({ name, props }: { name: IslandName; props: object }) {
  const Component = use(loaded(name));
  return <Component {...props} />;
}

/**
 * A part of the page that React hydrates in the browser, as a root of its
 * own (src/islands/table.ts). Its element takes no box of its own
 * (`display: contents`, index.html), so the page lays out as if it were not there.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const collector = useContext(IslandCollectorContext);
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  if (collector) {
    const id = collector.add(name, props);
    return <div {...attributes} {...{ [ISLAND_ID_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }} />;
  }
  return (
    <div {...attributes}>
      <Suspense fallback={null}>
        <InPlace name={name} props={props} />
      </Suspense>
    </div>
  );
}
