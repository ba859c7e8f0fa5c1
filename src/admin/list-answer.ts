/**
 * A list page's answer read into the list's 'fetched' action: its records,
 * the next page's address from the Link header and the total from
 * X-Total-Count (contract/admin-lists.ts).
 */
import { TOTAL_COUNT_HEADER } from '../../contract/admin-lists';
import type { AdminAnswer } from './admin-api';
import type { ListAction } from './list-state';
import { nextPageAddress, totalFrom, type ListFilter } from './paging';
import { withChanges, type Change } from './record-changes';

/**
 * The answer's page as an action, with the changes made since it was asked for (`since`) laid over it; undefined
 * when the answer was no answer (logged out) or not ok. `path` is the list's address: the next page must be under it.
 */
export function fetchedAction<T extends { id: string }>(
  answer: AdminAnswer<unknown> | null,
  what: 'first' | 'more',
  asked: ListFilter,
  changes: readonly Change<T>[],
  since: number,
  path: string,
): ListAction<T> | undefined {
  if (!answer?.ok) return undefined;
  if (!Array.isArray(answer.body)) throw new Error('The answer is not a list.');
  return {
    type: 'fetched',
    what,
    filter: asked,
    items: withChanges(answer.body as T[], changes, since),
    next: nextPageAddress(answer.headers.get('Link'), window.location.origin, path),
    total: totalFrom(answer.headers.get(TOTAL_COUNT_HEADER)),
  };
}
