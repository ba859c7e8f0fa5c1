import { format, isValid, parseISO } from 'date-fns';

/** The admin's date format (spec section 3), e.g. 'Nov 20, 2026 3:05 PM'. */
export const ADMIN_DATE_FORMAT = 'MMM d, yyyy h:mm a';

/**
 * A stored `createdAt` (ISO 8601 text) in the reader's local time as
 * 'MMM d, yyyy h:mm a', or the text itself when it is not a date.
 */
export function formatSubmittedAt(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, ADMIN_DATE_FORMAT) : createdAt;
}
