/**
 * The dev server's app: it sends every page with an empty root, so the whole
 * site is rendered here, with the router (built pages are static HTML with
 * islands: src/islands/hydrate.tsx). Never part of the production build.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { Root } from './Root';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Root>
        <App />
      </Root>
    </BrowserRouter>
  </StrictMode>,
);
