import { useCallback, useReducer, useRef, useState } from 'react';
import { useToast } from '../toast/toasts';
import { deleteRecord, getAdmin, patchRecord, type AdminAnswer } from './admin-api';
import { TOTAL_COUNT_HEADER } from '../../contract/admin-lists';
import type { ListKind } from './list-kinds';
import { emptyList, listReducer, type ListAction, type ListState } from './list-state';
import { changeFailed, deleteFailed, fetchFailed, listReloaded } from './notices';
import { firstPageAddress, NO_FILTER, nextPageAddress, totalFrom, type ListFilter } from './paging';
import type { AdminCall } from './useAdminSession';

/** A change made on this screen: the record as stored after it, or none when it was deleted. */
interface Change<T> {
  number: number;
  id: string;
  record?: T;
}

/** The changes kept for answers on their way: far more than can be made while one list answer travels. */
const MAX_CHANGES_KEPT = 50;

/** `items` as an answer asked for before change `since` gave them, with every later change made here laid over. */
function withChanges<T extends { id: string }>(items: T[], changes: readonly Change<T>[], since: number): T[] {
  const later = changes.filter((change) => change.number > since);
  if (later.length === 0) return items;
  const last = new Map(later.map((change) => [change.id, change]));
  return items.flatMap((item) => {
    const change = last.get(item.id);
    if (!change) return [item];
    return change.record ? [change.record] : [];
  });
}

/** How a delete ended: the record left the list (deleted now or already gone), or it is still there. */
export type DeleteResult = 'deleted' | 'kept';

/**
 * One admin list, a page at a time (spec section 7, paged as in
 * contract/admin-lists.ts): the first page for the filter asked, then the
 * next ones on request, following the Link header. A non-ok answer leaves the
 * list as it was and a failed fetch shows the admin error toast; a page link
 * that went out of date starts the list again from its first page.
 */
export function useRecordList<T extends { id: string }>(kind: ListKind<T>, call: AdminCall) {
  const toast = useToast();
  const [state, dispatch] = useReducer(listReducer<T>, undefined, emptyList<T>);
  // The filter asked for last, in a ref too: a search fired by a timer must not undo a switch flipped meanwhile.
  const [filter, setFilterState] = useState<ListFilter>(NO_FILTER);
  const filterRef = useRef<ListFilter>(NO_FILTER);
  // Each first-page load starts a new generation; an answer from an older one is dropped, so a slow
  // answer to an earlier search never replaces a later one.
  const generation = useRef(0);
  const moreFrom = useRef<string | undefined>(undefined);
  // The generation that settled the list on screen: a Load more pressed while a newer first page loads
  // belongs to a list about to go, and its page must not join the new one.
  const settled = useRef(0);
  // Changes made here (a flag set, a record deleted), numbered: an answer that was on its way when one was made
  // was read before it, so the change is laid over that answer rather than undone by it.
  const changes = useRef<Change<T>[]>([]);
  const changeCount = useRef(0);
  const remember = useCallback((change: Omit<Change<T>, 'number'>) => {
    changeCount.current += 1;
    changes.current = [...changes.current.slice(-(MAX_CHANGES_KEPT - 1)), { ...change, number: changeCount.current }];
  }, []);

  /**
   * The answer's page as an action, with the changes made since it was asked for (`since`) laid over it; undefined
   * when the answer was no answer (logged out) or not ok.
   */
  const read = useCallback(
    (answer: AdminAnswer<unknown> | null, what: 'first' | 'more', asked: ListFilter, since: number): ListAction<T> | undefined => {
      if (!answer?.ok) return undefined;
      if (!Array.isArray(answer.body)) throw new Error('The answer is not a list.');
      return {
        type: 'fetched',
        what,
        filter: asked,
        items: withChanges(answer.body as T[], changes.current, since),
        next: nextPageAddress(answer.headers.get('Link'), window.location.origin, kind.path),
        total: totalFrom(answer.headers.get(TOTAL_COUNT_HEADER)),
      };
    },
    [kind.path],
  );

  const loadFirst = useCallback(
    async (asked: ListFilter) => {
      const mine = ++generation.current;
      const since = changeCount.current;
      moreFrom.current = undefined;
      dispatch({ type: 'fetch', what: 'first' });
      try {
        const answer = await call((password) => getAdmin<T[]>(password, firstPageAddress(kind.path, asked, kind.filterParam)));
        if (mine !== generation.current) return;
        settled.current = mine;
        dispatch(read(answer, 'first', asked, since) ?? { type: 'failed' });
      } catch {
        if (mine !== generation.current) return;
        settled.current = mine;
        dispatch({ type: 'failed' });
        toast(fetchFailed);
      }
    },
    [call, kind.path, kind.filterParam, read, toast],
  );

  /** Shows the first page for a new search text or filter; nothing happens when neither changed. */
  const setFilter = useCallback(
    (changes: Partial<ListFilter>) => {
      const next = { ...filterRef.current, ...changes };
      if (next.q === filterRef.current.q && next.openOnly === filterRef.current.openOnly) return;
      filterRef.current = next;
      setFilterState(next);
      void loadFirst(next);
    },
    [loadFirst],
  );

  /** Loads the first page again for the filter in use (Refresh). */
  const reload = useCallback(() => loadFirst(filterRef.current), [loadFirst]);

  /**
   * Adds the next page under the records shown; a second press while it loads, or a press while a new
   * search's first page loads, does nothing. A page link gone out of date loads the first page of the
   * filter asked for last.
   */
  const loadMore = useCallback(async () => {
    const next = state.next;
    if (!next || moreFrom.current === next || settled.current !== generation.current) return;
    moreFrom.current = next;
    const mine = generation.current;
    const since = changeCount.current;
    dispatch({ type: 'fetch', what: 'more' });
    try {
      const answer = await call((password) => getAdmin<T[]>(password, next));
      if (mine !== generation.current) return;
      moreFrom.current = undefined;
      if (answer?.status === 400) {
        toast(listReloaded);
        void loadFirst(filterRef.current);
        return;
      }
      dispatch(read(answer, 'more', state.filter, since) ?? { type: 'failed' });
    } catch {
      if (mine !== generation.current) return;
      moreFrom.current = undefined;
      dispatch({ type: 'failed' });
      toast(fetchFailed);
    }
  }, [call, loadFirst, read, state.next, state.filter, toast]);

  /** Sets a record's flag and shows the record as stored; true when it was saved. */
  const change = useCallback(
    async (id: string, changes: Partial<T>): Promise<boolean> => {
      try {
        const answer = await call((password) => patchRecord<T>(password, kind.path, id, changes));
        if (!answer) return false;
        const record = answer.body as T | null;
        if (!answer.ok || record?.id !== id) throw new Error(`The change was not saved (${answer.status}).`);
        remember({ id, record });
        dispatch({ type: 'updated', record });
        return true;
      } catch {
        toast(changeFailed);
        return false;
      }
    },
    [call, kind.path, remember, toast],
  );

  /** Deletes a record; a 404 means it is gone already, which is what the admin wanted. */
  const remove = useCallback(
    async (id: string): Promise<DeleteResult> => {
      try {
        const answer = await call((password) => deleteRecord(password, kind.path, id));
        if (!answer) return 'kept';
        if (!answer.ok && answer.status !== 404) throw new Error(`The record was not deleted (${answer.status}).`);
        remember({ id });
        dispatch({ type: 'removed', id });
        return 'deleted';
      } catch {
        toast(deleteFailed);
        return 'kept';
      }
    },
    [call, kind.path, remember, toast],
  );

  return { state: state as ListState<T>, filter, setFilter, reload, loadMore, change, remove };
}

/** What useRecordList gives a panel. */
export type RecordList<T extends { id: string }> = ReturnType<typeof useRecordList<T>>;
