import type { Source } from '../../engine';

/** The anchor of a source in the References list (ids are unique within a definition). */
export function referenceAnchor(source: Source): string {
  return `ref-${source.id}`;
}

/** How a source is cited in running text: "WordStream by LocaliQ (2025)". */
export function citation(source: Source): string {
  return `${source.publisher} (${source.year})`;
}

// The platform's own formatter: date-fns's format would add its locale data to every calculator page's first load.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A review date written YYYY-MM-DD as people read it: "November 23, 2026" (the same on the server and in any time zone). */
export function reviewedText(reviewed: string): string {
  const [year, month, day] = reviewed.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(year!, month! - 1, day!)));
}
