import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { preloadPath } from './pages';
import { reportRecoverableError } from './recoverable-error';
import { siteRegistry } from './registry';
import { Root } from './Root';

const container = document.getElementById('root')!;
// Built pages arrive pre-rendered (markup and styles) and are hydrated; the dev server sends an empty root.
const prerendered = container.firstElementChild !== null;
const app = (
  <StrictMode>
    <BrowserRouter>
      <Root stylesInPage={prerendered}>
        <App />
      </Root>
    </BrowserRouter>
  </StrictMode>
);

// The page's own code (preloaded from the page's module list) is awaited first, so hydration takes a single pass over the server's markup.
void preloadPath(window.location.pathname, siteRegistry).then(() => {
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for one long task.
  if (prerendered) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverableError }));
  else createRoot(container).render(app);
});
