/**
 * The shared shape of an admin list endpoint: a page of records as a JSON
 * array, with `X-Total-Count` and, when there is more, the next page's
 * address in `Link` (RFC 8288), built from the request's own query so the
 * search and filter carry over.
 */
import type { Context } from 'hono';
import { TOTAL_COUNT_HEADER } from '../../contract/admin-lists';
import type { Page } from '../store/submission-store';

/** Sets the paging headers of `page` on the answer to `c` and answers its records. */
export function pageAnswer<T>(c: Context, page: Page<T>): Response {
  c.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.nextCursor) {
    const next = new URL(c.req.url);
    next.searchParams.set('cursor', page.nextCursor);
    c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return c.json(page.items);
}

/** Every page of a list, `size` records at a time, for an export. */
export async function* allPages<T>(list: (cursor: string | undefined) => Promise<Page<T>>): AsyncGenerator<readonly T[], void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await list(cursor);
    yield page.items;
    cursor = page.nextCursor;
  } while (cursor);
}
