/**
 * The changes made on the admin screen (a flag set, a record deleted),
 * numbered: a list answer that was on its way when one was made was read
 * before it, so the change is laid over that answer rather than undone by it.
 */
import { useCallback, useRef } from 'react';

/** A change made on this screen: the record as stored after it, or none when it was deleted. */
export interface Change<T> {
  number: number;
  id: string;
  record?: T;
}

/** The changes kept for answers on their way: far more than can be made while one list answer travels. */
const MAX_CHANGES_KEPT = 50;

/** `items` as an answer asked for before change `since` gave them, with every later change made here laid over. */
export function withChanges<T extends { id: string }>(items: T[], changes: readonly Change<T>[], since: number): T[] {
  const later = changes.filter((change) => change.number > since);
  if (later.length === 0) return items;
  const last = new Map(later.map((change) => [change.id, change]));
  return items.flatMap((item) => {
    const change = last.get(item.id);
    if (!change) return [item];
    return change.record ? [change.record] : [];
  });
}

/** The changes made here (the last MAX_CHANGES_KEPT), how many there were, and `remember` to add one. */
export function useChangeLog<T>() {
  const changes = useRef<Change<T>[]>([]);
  const changeCount = useRef(0);
  const remember = useCallback((change: Omit<Change<T>, 'number'>) => {
    changeCount.current += 1;
    changes.current = [...changes.current.slice(-(MAX_CHANGES_KEPT - 1)), { ...change, number: changeCount.current }];
  }, []);
  return { changes, changeCount, remember };
}
