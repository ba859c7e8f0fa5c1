/**
 * Which tab the dashboard shows, and Refresh: it reloads the counts, the
 * drafts, the usage counts and the current list; the other list is marked
 * stale and reloads when its tab is next opened.
 */
import { useRef, useState } from 'react';
import type { CalculatorRequest, ContactSubmission } from './admin-api';
import type { ListId } from './list-kinds';
import type { RecordList } from './useRecordList';

/** A dashboard tab: one of the two lists, the studio's drafts or the usage counts. */
export type DashboardTab = ListId | 'drafts' | 'usage';

/** The two lists, by their tab. */
export interface DashboardLists {
  contacts: RecordList<ContactSubmission>;
  requests: RecordList<CalculatorRequest>;
}

/**
 * The tab shown, the usage panel's key, the current tab's list (none for drafts and usage), `refresh` and
 * `show` to open a tab; `counts` and `drafts` are what Refresh loads besides the lists.
 */
export function useDashboardTabs(counts: { load(): Promise<void> }, drafts: { load(): Promise<void> }, lists: DashboardLists) {
  // Refresh reloads the usage counts too: the panel is made anew.
  const [usageKey, setUsageKey] = useState(0);
  const [tab, setTab] = useState<DashboardTab>('contacts');
  const stale = useRef(new Set<ListId>());
  const current = tab === 'drafts' || tab === 'usage' ? undefined : lists[tab];

  const refresh = () => {
    setUsageKey((n) => n + 1);
    void counts.load();
    void drafts.load();
    if (!current) {
      stale.current.add('contacts').add('requests');
      return;
    }
    void current.reload();
    stale.current.add(tab === 'contacts' ? 'requests' : 'contacts');
  };

  const show = (next: DashboardTab) => {
    setTab(next);
    if (next !== 'drafts' && next !== 'usage' && stale.current.delete(next)) void lists[next].reload();
  };

  return { tab, usageKey, current, refresh, show };
}
