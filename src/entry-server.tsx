/**
 * The server render of one route, used by the build to pre-render every page:
 * the app's HTML, the head the page declared, and the styles it used. The
 * page's chunk and definition are loaded first, so the render never suspends:
 * the HTML is complete, with no streaming placeholders or inline scripts
 * (which the Content-Security-Policy would block: it allows one, the
 * colour-scheme script the pre-renderer adds to the head, by its hash).
 */
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { CalculatorDefinition } from '../engine/runtime';
import { createEmotionCache } from './emotion-cache';
import { defaultHead, type HeadData } from './head/head-data';
import { HeadContext, type HeadCollector } from './head/HeadContext';
import { preloadPath } from './pages';
import { IslandCollectorContext, islandPlaceholder, type IslandCollector } from './islands/Island';
import { islandIdPrefix } from './islands/island-id';
import { islandTable, type IslandEntry, type IslandName } from './islands/table';
import { RegistryProvider, registryOf, siteRegistry } from './registry';
import { Root } from './Root';

export { headTags } from './head/head-data';
export { indexableRoutes, pageRoutes } from './routes';
export { matchPage } from './pages';
export { islandSources } from './islands/island-sources';
export { site } from './site';

/** One rendered page. */
export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The head the page declared through PageMeta. */
  head: HeadData;
  /** Style tags of the emotion styles the page used. */
  styles: string;
  /** The islands on the page, in order (src/islands/table.ts): the browser hydrates these and nothing else. */
  islands: IslandName[];
}

/** Fails the build where a render suspended: its HTML would hold a streaming placeholder, not the content. */
function assertComplete(html: string, what: string): void {
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`${what} suspended while pre-rendering; its code must be preloaded (see preloadPath).`);
}

/**
 * The class styles the page made but does not name in its HTML: those of a
 * styled component that wraps another (MUI's Link around Typography, Button
 * around ButtonBase), whose rules emotion folds into the inner component's
 * class. extractCritical leaves them out, so the browser compiled and
 * inserted them again while hydrating (about 120 rules on a calculator page,
 * each insert also restyling the page). Sent in a tag of their own, emotion's
 * client cache reads their ids as already there.
 */
function wrappedStyles(cache: EmotionCache, sent: readonly { ids: string[] }[]): { key: string; ids: string[]; css: string } {
  const named = new Set(sent.flatMap((chunk) => chunk.ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) => !named.has(id) && typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id] as string).join('') };
}

/**
 * Renders the app at `url` (a site path). Never touches window or document.
 * `definitions` replaces the build's registry (tests render extra definitions).
 */
export async function renderPage(url: string, definitions?: readonly CalculatorDefinition[]): Promise<RenderedPage> {
  await preloadPath(url, definitions ? registryOf(definitions) : siteRegistry);
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const collector: HeadCollector = {};
  const islands: { id: string; name: IslandName; props: object }[] = [];
  const islandCollector: IslandCollector = {
    add(name, props) {
      const id = `i${islands.length}`;
      islands.push({ id, name, props });
      return id;
    },
  };
  const withRegistry = (node: ReactNode) => (definitions ? <RegistryProvider definitions={definitions}>{node}</RegistryProvider> : node);
  let html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <IslandCollectorContext.Provider value={islandCollector}>
          {withRegistry(
            <StaticRouter location={url}>
              <Root cache={cache}>
                <App />
              </Root>
            </StaticRouter>,
          )}
        </IslandCollectorContext.Provider>
      </HeadContext.Provider>
    </StrictMode>,
  );
  assertComplete(html, `The page ${url}`);
  // Each island is rendered as the root the browser hydrates, with the same ids (useId) as there.
  for (const { id, name, props } of islands) {
    const island = islandTable[name] as IslandEntry<object>;
    await island.prepare?.(props);
    const Component = await island.load();
    const islandHtml = renderToString(
      <StrictMode>
        {withRegistry(
          <CacheProvider value={cache}>
            <Component {...props} />
          </CacheProvider>,
        )}
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(id) },
    );
    assertComplete(islandHtml, `The island ${name} on ${url}`);
    html = html.replace(islandPlaceholder(id), () => islandHtml);
  }
  const chunks = extractCriticalToChunks(html);
  chunks.styles.push(wrappedStyles(cache, chunks.styles));
  const styles = constructStyleTagsFromChunks(chunks);
  return { html, head: collector.head ?? defaultHead, styles, islands: islands.map((island) => island.name) };
}
