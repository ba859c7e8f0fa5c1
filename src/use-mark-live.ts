import { useEffect } from 'react';
import { markLive } from './mark-live';

/** Marks the page live (src/mark-live.ts) after the commit that renders the caller: its effects run once everything before it in that commit has hydrated. */
export function useMarkLive(): void {
  useEffect(markLive, []);
}
