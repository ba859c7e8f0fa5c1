import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { pageTable } from './pages';
import { NotFoundPage } from './pages/NotFoundPage';
import { useMarkLive } from './use-mark-live';

/** The site's routes; react-router matches paths case-insensitively by default. Each page is its own chunk. */
export function App() {
  useMarkLive();
  return (
    <Layout>
      <Suspense fallback={null}>
        <Routes>
          {pageTable.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
