import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { PlainButton } from '../first-screen/PlainButton';
import { LoadFailedRow } from '../first-screen/PlainBoxes';
import { LoadFailedError, retryFailedLoads } from '../on-demand';

/** The props of {@link LoadBoundary}. */
export interface LoadBoundaryProps {
  /** What is loaded, as it reads after "Could not load", for example "the chart". */
  what: string;
  /** Nothing is shown if it fails: a decoration (the hero's particles, a tooltip's bubble). */
  quiet?: boolean;
  /** A new value lets a failed part be tried again (the page's address, for a page). */
  resetKey?: unknown;
  /** Shown while it loads (none by default). */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * Around code loaded on demand (src/on-demand.tsx): its Suspense boundary,
 * and, if its chunk cannot be fetched, the visitor reads what failed where it would have been, and can
 * try again. Without it, React unmounts the whole page on the error. Other
 * errors go on to the next boundary: this one speaks only of loading. Built
 * without MUI (src/first-screen/): it stands where MUI's code could not be loaded.
 */
export function LoadBoundary({ what, quiet = false, resetKey, loading = null, children }: LoadBoundaryProps) {
  function Failed({ error, resetErrorBoundary }: FallbackProps) {
    if (!(error instanceof LoadFailedError)) throw error;
    if (quiet) return null;
    return (
      <LoadFailedRow message={`Could not load ${what}. Check your connection, then try again.`}>
        <PlainButton variant="outlined" size="small" onClick={resetErrorBoundary}>
          Try again
        </PlainButton>
      </LoadFailedRow>
    );
  }
  return (
    <ErrorBoundary fallbackRender={Failed} onReset={retryFailedLoads} resetKeys={[resetKey]}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
