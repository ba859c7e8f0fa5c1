import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { LoadBoundary } from './components/LoadBoundary';
import { Layout } from './frame/Layout';
import { pageEntries } from './pages';
import { NotFoundPage } from './pages/NotFoundPage';
import { useMarkHydrated } from './use-mark-hydrated';

/** Renders nothing; marks the app hydrated once everything around it has hydrated. */
function LiveMark() {
  useMarkHydrated();
  return null;
}

/**
 * A page's Suspense boundary. The live mark sits inside it: React hydrates a boundary's content after the
 * frame around it, and the page is hydrated only when its own controls are. A page whose code cannot be fetched
 * (offline, on the way to a page not visited before) says so; moving to another page tries afresh.
 */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <LoadBoundary what="this page" resetKey={pathname}>
      <Outlet />
      <LiveMark />
    </LoadBoundary>
  );
}

/** The site's header and footer around a page; one instance stays mounted as the visitor moves between pages. */
function Framed() {
  return (
    <Layout>
      <PageBoundary />
    </Layout>
  );
}

/**
 * The site's routes; react-router matches paths case-insensitively by default. Each page is its own chunk.
 * Pages marked `framed: false` (an embedded calculator) stand alone, without the site's frame.
 */
export function App() {
  return (
    <Routes>
      <Route element={<PageBoundary />}>
        {pageEntries
          .filter((entry) => entry.framed === false)
          .map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
      </Route>
      <Route element={<Framed />}>
        {pageEntries
          .filter((entry) => entry.framed !== false)
          .map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
