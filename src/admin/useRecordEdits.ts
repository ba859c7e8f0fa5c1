/**
 * What the admin does to one record of a list: set its flag (read /
 * processed) or delete it. Each shows on the list once the server has it,
 * and is remembered so a page answer already on its way does not undo it.
 */
import { useCallback, type Dispatch } from 'react';
import type { ToastMessage } from '../toast/toasts';
import { deleteRecord, patchRecord } from './admin-api';
import type { ListAction } from './list-state';
import { changeFailed, deleteFailed } from './notices';
import type { Change } from './record-changes';
import type { AdminCall } from './useAdminSession';

/** How a delete ended: the record left the list (deleted now or already gone), or it is still there. */
export type DeleteResult = 'deleted' | 'kept';

/** `change` and `remove` for the list at `path`, whose state `dispatch` updates; `toast` says when one failed. */
export function useRecordEdits<T extends { id: string }>(
  path: string,
  call: AdminCall,
  remember: (change: Omit<Change<T>, 'number'>) => void,
  dispatch: Dispatch<ListAction<T>>,
  toast: (message: ToastMessage) => void,
) {
  /** Sets a record's flag and shows the record as stored; true when it was saved. */
  const change = useCallback(
    async (id: string, changes: Partial<T>): Promise<boolean> => {
      try {
        const answer = await call((password) => patchRecord<T>(password, path, id, changes));
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
    [call, path, remember, dispatch, toast],
  );

  /** Deletes a record; a 404 means it is gone already, which is what the admin wanted. */
  const remove = useCallback(
    async (id: string): Promise<DeleteResult> => {
      try {
        const answer = await call((password) => deleteRecord(password, path, id));
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
    [call, path, remember, dispatch, toast],
  );

  return { change, remove };
}
