import { Suspense, type ReactNode } from 'react';

/**
 * Content that a pre-rendered page shows at once but hydrates after the
 * page's controls, so the calculator card (or the page's form) answers
 * sooner. React hydrates the content of a Suspense boundary in a later pass
 * than what surrounds it; boundaries at the same depth share a pass, so a
 * boundary beside the page's own (the header, the footer) would hydrate with
 * the page. Two nested boundaries put the content at least one pass later.
 * A press inside still works at any time: React hydrates the boundary on the
 * spot and then handles it. Nothing here suspends; no fallback is shown.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </Suspense>
  );
}
