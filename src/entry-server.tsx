/**
 * The server render of one route, used by the build to pre-render every page:
 * the app's HTML, the head the page declared, and the styles it used.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { defaultHead, type HeadData } from './head/head-data';
import { HeadContext, type HeadCollector } from './head/HeadContext';
import { Root } from './Root';

export { headTags } from './head/head-data';

/** One rendered page. */
export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The head the page declared through PageMeta. */
  head: HeadData;
  /** Style tags of the emotion styles the page used. */
  styles: string;
}

/** Renders the app at `url` (a site path). Never touches window or document. */
export function renderPage(url: string): RenderedPage {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const collector: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <StaticRouter location={url}>
          <Root cache={cache}>
            <App />
          </Root>
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, head: collector.head ?? defaultHead, styles };
}
export { indexableRoutes, pageRoutes } from './routes';
export { site } from './site';
