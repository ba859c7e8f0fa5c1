import { useEffect } from 'react';
import { markHydrated } from './mark-hydrated';

/** Marks the page hydrated (src/mark-hydrated.ts) after the commit that renders the caller: its effects run once everything before it in that commit has hydrated. */
export function useMarkHydrated(): void {
  useEffect(markHydrated, []);
}
