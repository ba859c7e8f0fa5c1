import { describe, expect, it } from 'vitest';
import { emptyList, listReducer, type ListState } from '../../../src/admin/list-state';
import { NO_FILTER } from '../../../src/admin/paging';

interface Row {
  id: string;
  flag: boolean;
}
const rows = (from: number, to: number): Row[] => Array.from({ length: to - from }, (_, i) => ({ id: `r${from + i}`, flag: false }));
const search = { q: 'roas', openOnly: false };

function firstPage(items: Row[], next?: string, total?: number): ListState<Row> {
  return listReducer(emptyList<Row>(), { type: 'fetched', what: 'first', filter: NO_FILTER, items, next, total });
}

describe('an admin list', () => {
  it('starts empty and not loaded, so no empty text shows before the first answer', () => {
    expect(emptyList()).toEqual({ items: [], total: 0, filter: NO_FILTER, loaded: false, fetching: null });
  });

  it('marks what it fetches and clears it when the fetch failed, keeping what it had', () => {
    const before = firstPage(rows(0, 3), undefined, 3);
    const fetching = listReducer(before, { type: 'fetch', what: 'more' });
    expect(fetching.fetching).toBe('more');
    expect(listReducer(fetching, { type: 'failed' })).toEqual(before);
  });

  it('shows the first page, then adds the next pages under it', () => {
    const first = firstPage(rows(0, 50), '/next-1', 120);
    expect(first).toMatchObject({ total: 120, next: '/next-1', loaded: true, fetching: null });
    const second = listReducer(first, {
      type: 'fetched',
      what: 'more',
      filter: NO_FILTER,
      items: rows(50, 100),
      next: '/next-2',
      total: 120,
    });
    expect(second.items.map((r) => r.id)).toEqual(rows(0, 100).map((r) => r.id));
    const last = listReducer(second, { type: 'fetched', what: 'more', filter: NO_FILTER, items: rows(100, 120), total: 120 });
    expect(last.items).toHaveLength(120);
    expect(last.next).toBeUndefined();
  });

  it('shows a record once when it moved onto the next page between two loads', () => {
    const first = firstPage(rows(0, 50), '/next', 101);
    const more = listReducer(first, { type: 'fetched', what: 'more', filter: NO_FILTER, items: rows(49, 99), next: '/next-2', total: 101 });
    expect(more.items).toHaveLength(99);
    expect(new Set(more.items.map((r) => r.id)).size).toBe(99);
  });

  it('replaces its records and filter with a new first page', () => {
    const first = firstPage(rows(0, 50), '/next', 500);
    const searched = listReducer(first, { type: 'fetched', what: 'first', filter: search, items: rows(7, 9), total: 2 });
    expect(searched).toEqual({ items: rows(7, 9), total: 2, filter: search, loaded: true, fetching: null, next: undefined });
  });

  it('counts what it has when the server sends no total', () => {
    expect(firstPage(rows(0, 4)).total).toBe(4);
    expect(firstPage(rows(0, 50), '/next').total).toBe(50);
  });

  it('puts a changed record in its place', () => {
    const list = firstPage(rows(0, 3), undefined, 3);
    const changed = listReducer(list, { type: 'updated', record: { id: 'r1', flag: true } });
    expect(changed.items).toEqual([
      { id: 'r0', flag: false },
      { id: 'r1', flag: true },
      { id: 'r2', flag: false },
    ]);
  });

  it('drops a deleted record and counts one fewer, once', () => {
    const list = firstPage(rows(0, 3), '/next', 80);
    const once = listReducer(list, { type: 'removed', id: 'r1' });
    expect(once.items.map((r) => r.id)).toEqual(['r0', 'r2']);
    expect(once.total).toBe(79);
    expect(listReducer(once, { type: 'removed', id: 'r1' })).toBe(once);
  });
});
