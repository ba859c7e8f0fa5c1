import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { pageTable } from './pages';
import { NotFoundPage } from './pages/NotFoundPage';
import { useMarkLive } from './use-mark-live';

/** Renders nothing; marks the app live once everything around it has hydrated. */
function LiveMark() {
  useMarkLive();
  return null;
}

/**
 * The site's routes; react-router matches paths case-insensitively by default. Each page is its own chunk.
 * The live mark sits inside the pages' Suspense boundary: React hydrates a boundary's content after the
 * frame around it, and the page is live only when its own controls are.
 */
export function App() {
  return (
    <Layout>
      <Suspense fallback={null}>
        <Routes>
          {pageTable.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <LiveMark />
      </Suspense>
    </Layout>
  );
}
