/**
 * How the admin reads its lists (DESIGN.md "Stores"): pages of a JSON array,
 * newest first, with the total and the next page's address in headers; a
 * text search; the unread / unprocessed filters; totals for the tabs; CSV
 * export of what a list shows. No zod here, so the admin screen can import
 * these without it; the query's schema is in list-query.ts.
 */
/** Records per page when `limit` is not given. */
export const DEFAULT_PAGE_LIMIT = 50;
/** The largest `limit` accepted. */
export const MAX_PAGE_LIMIT = 500;
/** The longest search text accepted, in characters. */
export const MAX_SEARCH_LENGTH = 200;

/** Header with the number of records that match the query (search and filter), over all pages. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** GET /api/admin/counts: totals and open items for the dashboard's tabs. */
export interface SubmissionCounts {
  contactSubmissions: { total: number; unread: number };
  calculatorRequests: { total: number; unprocessed: number };
}
