import { Suspense, type ReactNode } from 'react';

/**
 * Content that a pre-rendered page shows at once but hydrates after the
 * page's controls: React hydrates a Suspense boundary's content in a later
 * pass than the content around it, so the calculator card (or the page's
 * form) answers sooner. A press inside still works at any time: React
 * hydrates the boundary on the spot and then handles it. Nothing here
 * suspends, so the fallback is never shown.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
