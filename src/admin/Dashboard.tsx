import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { onDemand } from '../on-demand';
import { DashboardHeader } from './DashboardHeader';
import { DashboardTabs } from './DashboardTabs';
import { DraftsPanel } from './DraftsPanel';
import { contactsKind, requestsKind } from './list-kinds';
import { ListPanel } from './ListPanel';
import { CalculatorRequestItem, ContactSubmissionItem } from './SubmissionItems';
import type { AdminSession } from './useAdminSession';
import { useCounts } from './useCounts';
import { useDashboardTabs } from './useDashboardTabs';
import { useDrafts } from './useDrafts';
import { useRecordList } from './useRecordList';

// The Usage tab, its chart and the calculators' scales load when it is first opened.
const UsagePanel = onDemand(() => import('./usage/UsagePanel').then((m) => m.UsagePanel));

/**
 * The dashboard after login (spec "Admin"): the two tabs with their totals
 * and new items, and the studio's drafts (beyond the spec), Refresh and Log out, 'Loading...' while fetching, and the
 * current tab's list. On login the counts, then both lists' first pages load
 * (spec section 7); Refresh reloads the counts and the current tab, and the
 * other tab reloads when it is next opened.
 */
export function Dashboard({ session }: { session: AdminSession }) {
  const { call } = session;
  const counts = useCounts(call);
  const contacts = useRecordList(contactsKind, call);
  const requests = useRecordList(requestsKind, call);
  const drafts = useDrafts(call);
  const lists = { contacts, requests };
  const { tab, usageKey, current, refresh, show } = useDashboardTabs(counts, drafts, lists);
  const loading = counts.fetching || current?.state.fetching === 'first';
  const { load: loadCounts } = counts;
  const { reload: reloadContacts } = contacts;
  const { reload: reloadRequests } = requests;
  const { load: loadDrafts } = drafts;

  useEffect(() => {
    // The counts go first and alone: the server counts every refused call as a failed login, so a mistyped
    // password costs one of the few attempts it allows, not three. After a refusal the lists send nothing.
    void loadCounts().then(() => Promise.all([reloadContacts(), reloadRequests(), loadDrafts()]));
  }, [loadCounts, reloadContacts, reloadRequests, loadDrafts]);

  const recount = (saved: boolean) => {
    if (saved) void counts.load();
  };

  return (
    <>
      <DashboardHeader onRefresh={refresh} onLogOut={session.logOut} />
      <DashboardTabs tab={tab} onShow={show} counts={counts.counts} lists={lists} drafts={drafts} />
      <Typography role="status" sx={{ mb: loading ? 2 : 0 }}>
        {loading ? 'Loading...' : ''}
      </Typography>
      {tab === 'usage' ? (
        <LoadBoundary what="the usage counts" loading={<Typography role="status">Loading...</Typography>}>
          <UsagePanel key={usageKey} call={call} />
        </LoadBoundary>
      ) : tab === 'drafts' ? (
        <DraftsPanel drafts={drafts} call={call} />
      ) : tab === 'contacts' ? (
        <ListPanel
          key="contacts"
          kind={contactsKind}
          list={contacts}
          call={call}
          onChanged={() => recount(true)}
          renderItem={(item, onDelete) => (
            <ContactSubmissionItem
              key={item.id}
              item={item}
              onSetRead={(id, isRead) => void contacts.change(id, { isRead }).then(recount)}
              onDelete={onDelete}
            />
          )}
        />
      ) : (
        <ListPanel
          key="requests"
          kind={requestsKind}
          list={requests}
          call={call}
          onChanged={() => recount(true)}
          renderItem={(item, onDelete) => (
            <CalculatorRequestItem
              key={item.id}
              item={item}
              onSetProcessed={(id, isProcessed) => void requests.change(id, { isProcessed }).then(recount)}
              onDelete={onDelete}
            />
          )}
        />
      )}
    </>
  );
}
