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
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { CalculatorDefinition } from '../engine/definition';
import { createEmotionCache } from './emotion-cache';
import { defaultHead, type HeadData } from './head/head-data';
import { HeadContext, type HeadCollector } from './head/HeadContext';
import { preloadPath } from './pages';
import { RegistryProvider, registryOf, siteRegistry } from './registry';
import { Root } from './Root';

export { headTags } from './head/head-data';
export { indexableRoutes, pageRoutes } from './routes';
export { matchPage } from './pages';
export { site } from './site';

/** One rendered page. */
export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The head the page declared through PageMeta. */
  head: HeadData;
  /** Style tags of the emotion styles the page used. */
  styles: string;
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
  let app = (
    <StaticRouter location={url}>
      <Root cache={cache}>
        <App />
      </Root>
    </StaticRouter>
  );
  if (definitions) app = <RegistryProvider definitions={definitions}>{app}</RegistryProvider>;
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>{app}</HeadContext.Provider>
    </StrictMode>,
  );
  if (/<!--\$[!?]-->/.test(html))
    throw new Error(`The page ${url} suspended while pre-rendering; its code must be preloaded (see preloadPath).`);
  const chunks = extractCriticalToChunks(html);
  chunks.styles.push(wrappedStyles(cache, chunks.styles));
  const styles = constructStyleTagsFromChunks(chunks);
  return { html, head: collector.head ?? defaultHead, styles };
}
