/**
 * Code loaded on first use, in a chunk of its own (pages, calculator
 * definitions, the explorers, dialogs), with what happens when that chunk
 * cannot be fetched: offline, or after a deployment removed it.
 *
 * A failed load rejects with {@link LoadFailedError}, which
 * src/components/LoadBoundary.tsx shows as a message with "Try again". It is
 * not repeated on its own: React renders a suspended component again when
 * its load settles, so a load made afresh on every render would loop while
 * the network is down. It is made afresh once the visitor asks
 * ({@link retryFailedLoads}). Some browsers (Chromium 150) keep a module
 * whose fetch failed failed for as long as the page is open: a load that
 * fails again after "Try again", while the browser is online, reloads the
 * page, whose address holds what it showed (a calculator's inputs, mode and
 * explorers), so that a new document fetches the module afresh.
 */
import { use, type ComponentType } from 'react';
import { track, type Tracked } from './tracked';

/** Why a chunk of the site's code is missing; `cause` is the browser's own error. */
export class LoadFailedError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded.', { cause });
    this.name = 'LoadFailedError';
  }
}

let attempt = 0;

/** Lets every load that has failed so far be made again on its next use (the visitor pressed "Try again"). */
export function retryFailedLoads(): void {
  attempt += 1;
}

/** `load`, made once and shared; after a failure, made again only on first use after {@link retryFailedLoads}. */
export function loadOnce<T>(load: () => Promise<T>): () => Tracked<T> {
  let loading: Tracked<T> | undefined;
  let madeIn = -1;
  let failed = false;
  return () => {
    if (!loading || (loading.status === 'rejected' && madeIn < attempt)) {
      madeIn = attempt;
      loading = track(
        load().catch((cause: unknown) => {
          // Failed again after "Try again", online: the browser may keep the module failed for the page's life (above).
          // Offline, the message stays: a reload would show the browser's own offline page.
          if (failed && globalThis.navigator?.onLine) location.reload();
          failed = true;
          throw new LoadFailedError(cause);
        }),
      );
    }
    return loading;
  };
}

/** A component whose code loads on first use; `preload()` starts (and returns) the load. */
export type OnDemand<P extends object> = ComponentType<P> & { preload(): Tracked<ComponentType<P>> };

/**
 * A component loaded as its own chunk. Unlike React.lazy, one whose chunk
 * arrived before it renders (before hydration, for a page) renders at once,
 * since React reads the settled promise, and a failed load can be retried.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  const preload = loadOnce(load);
  function Loaded(props: P) {
    const Component = use(preload() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}
