/**
 * Delete with its confirmation, for one list panel: the record asked about,
 * the dialog's state, and where the focus goes once the dialog has gone.
 */
import { useRef, useState } from 'react';
import { useToast } from '../toast/toasts';
import type { ListKind } from './list-kinds';
import { deleted } from './notices';
import { ITEM_HEADING } from './SubmissionItems';
import type { RecordList } from './useRecordList';

/** A delete being asked about: the record, whether the dialog is open, and whether the call is on its way. */
interface Pending<T> {
  record: T;
  open: boolean;
  deleting: boolean;
  /** Where the focus goes once the dialog has gone: the Delete button on Cancel, the next record after a delete. */
  focusAfter?: () => void;
}

/**
 * The delete being asked about and what the dialog does with it; `listRef` is for the list's `ul`, where the
 * focus moves on to the next record, and `searchId` the search field that takes it when none is left.
 * `onChanged` runs after a record was deleted.
 */
export function usePendingDelete<T extends { id: string }>(
  kind: ListKind<T>,
  list: RecordList<T>,
  onChanged: () => void,
  searchId: string,
) {
  const toast = useToast();
  const { state } = list;
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const focusRecord = (id: string | undefined) => {
    const heading = id ? listRef.current?.querySelector<HTMLElement>(`[data-record-id="${CSS.escape(id)}"] [${ITEM_HEADING}]`) : null;
    (heading ?? document.getElementById(searchId))?.focus();
  };

  const askDelete = (record: T) => {
    const button = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending({ record, open: true, deleting: false, focusAfter: () => button?.focus() });
  };

  const confirmDelete = async () => {
    if (!pending || pending.deleting) return;
    const { record } = pending;
    const at = state.items.findIndex((item) => item.id === record.id);
    const neighbour = (state.items[at + 1] ?? state.items[at - 1])?.id;
    setPending({ ...pending, deleting: true });
    const result = await list.remove(record.id);
    if (result === 'deleted') {
      setPending({ record, open: false, deleting: false, focusAfter: () => focusRecord(neighbour) });
      toast(deleted(kind.one));
      onChanged();
    } else {
      setPending((now) => now && { ...now, open: false, deleting: false });
    }
  };

  const cancelDelete = () => setPending((now) => now && { ...now, open: false });

  /** Once the dialog has gone: the focus moves on and the delete is forgotten. */
  const finishDelete = () => {
    pending?.focusAfter?.();
    setPending(null);
  };

  return { pending, listRef, askDelete, confirmDelete, cancelDelete, finishDelete };
}
