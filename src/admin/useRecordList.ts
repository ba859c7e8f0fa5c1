import { useCallback, useReducer, useRef, useState } from 'react';
import { useToast } from '../toast/toasts';
import { getAdmin, type AdminAnswer } from './admin-api';
import { fetchedAction } from './list-answer';
import type { ListKind } from './list-kinds';
import { emptyList, listReducer, type ListState } from './list-state';
import { fetchFailed, listReloaded } from './notices';
import { firstPageAddress, NO_FILTER, type ListFilter } from './paging';
import { useChangeLog } from './record-changes';
import type { AdminCall } from './useAdminSession';
import { useRecordEdits } from './useRecordEdits';

// Still exported from here, where it was first: it is what a list's `remove` answers.
export type { DeleteResult } from './useRecordEdits';

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
  const { changes, changeCount, remember } = useChangeLog<T>();

  /** The answer's page as an action, with the changes made since `since` laid over it (fetchedAction). */
  const read = useCallback(
    (answer: AdminAnswer<unknown> | null, what: 'first' | 'more', asked: ListFilter, since: number) =>
      fetchedAction(answer, what, asked, changes.current, since, kind.path),
    [changes, kind.path],
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
    [call, changeCount, kind.path, kind.filterParam, read, toast],
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
  }, [call, changeCount, loadFirst, read, state.next, state.filter, toast]);

  const { change, remove } = useRecordEdits(kind.path, call, remember, dispatch, toast);

  return { state: state as ListState<T>, filter, setFilter, reload, loadMore, change, remove };
}

/** What useRecordList gives a panel. */
export type RecordList<T extends { id: string }> = ReturnType<typeof useRecordList<T>>;
