import type { Source } from '../../engine/runtime';

/** The anchor of a source in the References list (ids are unique within a definition). */
export function referenceAnchor(source: Source): string {
  return `ref-${source.id}`;
}

/** How a source is cited in running text: "WordStream by LocaliQ (2025)". */
export function citation(source: Source): string {
  return `${source.publisher} (${source.year})`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A review date written YYYY-MM-DD as people read it: "November 23, 2026"
 * (the same on the server and in any time zone). Written out rather than
 * with Intl.DateTimeFormat: creating that formatter loads the browser's date
 * data, about 20 ms at 1× CPU and 70 ms at 4× while the calculator page's
 * code first runs, between the first paint and working controls (date-fns's
 * format would add its locale data to the first load instead).
 * tests/unit/references.test.ts holds it to Intl's output.
 */
export function reviewedText(reviewed: string): string {
  const [year, month, day] = reviewed.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
