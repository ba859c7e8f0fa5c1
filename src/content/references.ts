import { format, parseISO } from 'date-fns';
import type { Source } from '../../engine';

/** The anchor of a source in the References list (ids are unique within a definition). */
export function referenceAnchor(source: Source): string {
  return `ref-${source.id}`;
}

/** How a source is cited in running text: "WordStream by LocaliQ (2025)". */
export function citation(source: Source): string {
  return `${source.publisher} (${source.year})`;
}

/** A review date written YYYY-MM-DD as people read it: "November 23, 2026". */
export function reviewedText(reviewed: string): string {
  // parseISO reads a date-only string as local midnight, so server and browser print the same day.
  return format(parseISO(reviewed), 'MMMM d, yyyy');
}
