import { useCallback, useRef, useState } from 'react';
import type { SubmissionCounts } from '../../contract/admin-lists';
import { useToast } from '../toast/toasts';
import { fetchCounts, isCounts } from './admin-api';
import { fetchFailed } from './notices';
import type { AdminCall } from './useAdminSession';

/**
 * The totals and open items of both lists (GET /api/admin/counts), for the
 * tabs. As with the lists (spec section 7), a non-ok answer leaves them as
 * they were and a failed fetch shows the admin error toast.
 */
export function useCounts(call: AdminCall) {
  const toast = useToast();
  const [counts, setCounts] = useState<SubmissionCounts | null>(null);
  const [fetching, setFetching] = useState(false);
  // Counts asked for later win: a change's recount must not be overwritten by an older answer.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const mine = ++latest.current;
    setFetching(true);
    try {
      const answer = await call(fetchCounts);
      if (mine !== latest.current || !answer?.ok) return;
      if (!isCounts(answer.body)) throw new Error('The answer is not the counts.');
      setCounts(answer.body);
    } catch {
      if (mine === latest.current) toast(fetchFailed);
    } finally {
      if (mine === latest.current) setFetching(false);
    }
  }, [call, toast]);

  return { counts, fetching, load };
}
