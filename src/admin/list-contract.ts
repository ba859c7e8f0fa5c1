/**
 * The three values of contract/admin-lists.ts the screen needs, as plain
 * constants. That module builds its zod query schema when it loads, so
 * importing a value from it would bring zod (about 24 kB gzip) into the admin
 * page; tests/unit/admin/list-contract.test.ts holds these equal to it.
 */

/** Records per page: the server's default, asked for explicitly. */
export const PAGE_LIMIT = 50;

/** The longest search text the server accepts, in characters. */
export const SEARCH_MAX_LENGTH = 200;

/** The header with the number of records matching the search and filter, over all pages. */
export const TOTAL_HEADER = 'X-Total-Count';
