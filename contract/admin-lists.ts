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

/** Where the admin API lives; each list is under it. */
export const ADMIN_API = '/api/admin';

/**
 * The two lists, written once for the API's routes and the admin screen: each list's path under ADMIN_API
 * (`${path}.csv` is its export and `${path}/:id` one record) and the query parameter that keeps only its open
 * records.
 */
export const adminLists = {
  contacts: { path: 'contact-submissions', openParam: 'unread' },
  requests: { path: 'calculator-requests', openParam: 'unprocessed' },
} as const;

/** GET: the tabs' totals (SubmissionCounts). */
export const COUNTS_ADDRESS = `${ADMIN_API}/counts`;

/** GET: the daily usage counts of a period (`?from=&to=`), as `{ from, to, counts }`; `.csv` gives them as a file. */
export const USAGE_ADDRESS = `${ADMIN_API}/usage`;

/** The longest usage period, in days, and the period when none is asked (days up to today). */
export const MAX_USAGE_DAYS = 366;
export const DEFAULT_USAGE_DAYS = 30;

/** A day `days` before `today` (both YYYY-MM-DD, UTC). */
export function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The address of a list (`adminListAddress(adminLists.contacts)` is /api/admin/contact-submissions). */
export const adminListAddress = (list: { path: string }) => `${ADMIN_API}/${list.path}`;

/** The query parameter that keeps only a list's open records. */
export type OpenParam = (typeof adminLists)[keyof typeof adminLists]['openParam'];

/** Header with the number of records that match the query (search and filter), over all pages. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** GET /api/admin/counts: totals and open items for the dashboard's tabs. */
export interface SubmissionCounts {
  contactSubmissions: { total: number; unread: number };
  calculatorRequests: { total: number; unprocessed: number };
}
