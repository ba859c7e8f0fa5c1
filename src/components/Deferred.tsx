import { Suspense, type ReactNode } from 'react';

/**
 * Content that a pre-rendered page shows at once but may hydrate in a later
 * pass than what surrounds it: React hydrates the content of a Suspense
 * boundary separately. Inside the page (below the calculator card) that is
 * after the page's controls, so the card answers sooner; beside the page
 * (header, footer) it shares the page's pass. A press inside still works at
 * any time: React hydrates the boundary on the spot and then handles it.
 * Nothing here suspends; no fallback is shown.
 *
 * Inside the page, only for content without controls of its own: a press
 * kept from before the app was live and carried out while its boundary was
 * still dehydrated was sometimes dropped by React (seen on the FAQ), and
 * links work as plain HTML anyway. The header's buttons are safe beside the
 * page because its boundary is hydrated in the same pass as the page's
 * controls, before any kept press is carried out (first-paint.spec.ts
 * presses them before and across the live moment).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
