/**
 * The studio's drafts as the admin sees them: loaded on login and on
 * Refresh; a delete takes the draft off the list once the server has.
 */
import { useCallback, useState } from 'react';
import type { DraftSummary } from '../../contract/drafts';
import { useToast } from '../toast/toasts';
import { deleteDraft, fetchDrafts } from './drafts-api';
import { deleteFailed, fetchFailed } from './notices';
import type { AdminCall } from './useAdminSession';

/** The drafts, whether they have loaded, and what the admin can do with them. */
export interface Drafts {
  list: readonly DraftSummary[];
  loaded: boolean;
  load(): Promise<void>;
  remove(id: string): Promise<void>;
}

export function useDrafts(call: AdminCall): Drafts {
  const toast = useToast();
  const [list, setList] = useState<readonly DraftSummary[]>([]);
  const [loaded, setLoaded] = useState(false);
  const load = useCallback(async () => {
    try {
      const answer = await call((password) => fetchDrafts(password));
      if (!answer) return;
      const body = answer.body as { drafts?: DraftSummary[] } | null;
      if (!answer.ok || !Array.isArray(body?.drafts)) throw new Error(String(answer.status));
      setList(body.drafts);
      setLoaded(true);
    } catch {
      toast(fetchFailed);
    }
  }, [call, toast]);
  const remove = useCallback(
    async (id: string) => {
      try {
        const answer = await call((password) => deleteDraft(password, id));
        if (!answer) return;
        // Gone already (404) is gone all the same.
        if (!answer.ok && answer.status !== 404) throw new Error(String(answer.status));
        setList((drafts) => drafts.filter((d) => d.id !== id));
      } catch {
        toast(deleteFailed);
      }
    },
    [call, toast],
  );
  return { list, loaded, load, remove };
}
