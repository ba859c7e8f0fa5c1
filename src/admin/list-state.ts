/**
 * One admin list as the screen holds it: the pages loaded so far (never
 * more), the next page's address, how many records match over all pages and
 * what is being fetched. A pure reducer, so paging, deleting and updating are
 * tested without a browser.
 */
import { NO_FILTER, type ListFilter } from './paging';

/** What is being fetched: the first page (a new filter or a reload), the next page, or nothing. */
export type Fetching = 'first' | 'more' | null;

/** A list of records of type `T`. */
export interface ListState<T extends { id: string }> {
  items: T[];
  /** The next page's address; undefined on the last page. */
  next?: string;
  /** Records matching `filter` over all pages, as the server last said (kept current on delete). */
  total: number;
  /** The filter the items answer (the search box may already hold a newer one). */
  filter: ListFilter;
  /** False until a first page has arrived: the empty texts wait for it. */
  loaded: boolean;
  fetching: Fetching;
}

/** What can happen to a list. */
export type ListAction<T> =
  | { type: 'fetch'; what: 'first' | 'more' }
  | { type: 'fetched'; what: 'first' | 'more'; filter: ListFilter; items: T[]; next?: string; total?: number }
  | { type: 'failed' }
  | { type: 'updated'; record: T }
  | { type: 'removed'; id: string };

/** A list before anything was loaded. */
export function emptyList<T extends { id: string }>(): ListState<T> {
  return { items: [], total: 0, filter: NO_FILTER, loaded: false, fetching: null };
}

/** The list after `action`. */
export function listReducer<T extends { id: string }>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'fetch':
      return { ...state, fetching: action.what };
    case 'failed':
      return { ...state, fetching: null };
    case 'fetched': {
      // A record that moved onto a later page between two loads (one was added meanwhile) is shown once.
      const known = action.what === 'more' ? new Set(state.items.map((item) => item.id)) : new Set<string>();
      const items = action.what === 'more' ? [...state.items, ...action.items.filter((item) => !known.has(item.id))] : action.items;
      // Without X-Total-Count the list knows its total only once it has every page.
      const total = action.total ?? (action.next ? Math.max(state.total, items.length) : items.length);
      return { items, next: action.next, total: Math.max(total, items.length), filter: action.filter, loaded: true, fetching: null };
    }
    case 'updated':
      return { ...state, items: state.items.map((item) => (item.id === action.record.id ? action.record : item)) };
    case 'removed': {
      const items = state.items.filter((item) => item.id !== action.id);
      if (items.length === state.items.length) return state;
      return { ...state, items, total: Math.max(state.total - 1, items.length) };
    }
  }
}
