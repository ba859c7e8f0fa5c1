import { use, type ComponentType } from 'react';
import { track, type Tracked } from '../tracked';

/** A page component whose code loads on first use; `preload()` starts (and returns) the load. */
export type LazyPage = ComponentType & { preload(): Tracked<ComponentType> };

/**
 * A page loaded as its own chunk. Unlike React.lazy, a page whose chunk
 * arrived before hydration renders at once (React reads the settled promise),
 * so a pre-rendered page hydrates in a single pass.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Tracked<ComponentType> | undefined;
  const preload = () => (loading ??= track(load()));
  function Page() {
    const Component = use(preload() as Promise<ComponentType>);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
