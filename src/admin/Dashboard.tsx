import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LogOut, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DraftsPanel } from './DraftsPanel';
import { LoadBoundary } from '../components/LoadBoundary';
import { onDemand } from '../on-demand';
import { contactsKind, requestsKind, type ListId } from './list-kinds';
import { ListPanel } from './ListPanel';
import { isNarrowed } from './paging';
import { CalculatorRequestItem, ContactSubmissionItem } from './SubmissionItems';
import { TabLabel } from './TabLabel';
import type { AdminSession } from './useAdminSession';
import { useCounts } from './useCounts';
import { useDrafts } from './useDrafts';
import { useRecordList, type RecordList } from './useRecordList';

// The Usage tab, its chart and the calculators' scales load when it is first opened.
const UsagePanel = onDemand(() => import('./usage/UsagePanel').then((m) => m.UsagePanel));

/** The list's own total while the counts are not known (their call failed): only when nothing narrows it. */
function listTotal(list: RecordList<{ id: string }>): number | undefined {
  return list.state.loaded && !isNarrowed(list.state.filter) ? list.state.total : undefined;
}

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
  // Refresh reloads the usage counts too: the panel is made anew.
  const [usageKey, setUsageKey] = useState(0);
  const [tab, setTab] = useState<ListId | 'drafts' | 'usage'>('contacts');
  const stale = useRef(new Set<ListId>());
  const lists = { contacts, requests };
  const current = tab === 'drafts' || tab === 'usage' ? undefined : lists[tab];
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

  const show = (next: ListId | 'drafts' | 'usage') => {
    setTab(next);
    if (next !== 'drafts' && next !== 'usage' && stale.current.delete(next)) void lists[next].reload();
  };

  const recount = (saved: boolean) => {
    if (saved) void counts.load();
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
          Admin Dashboard
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {/* Never disabled: a focused button that turns disabled drops the keyboard focus; a second press just reloads again. */}
          <Button variant="outlined" startIcon={<RefreshCw size={18} aria-hidden />} onClick={refresh}>
            Refresh
          </Button>
          <Button color="inherit" startIcon={<LogOut size={18} aria-hidden />} onClick={() => session.logOut()}>
            Log out
          </Button>
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: ListId | 'drafts' | 'usage') => show(value)}
        aria-label="Submissions"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        <Tab
          value="contacts"
          id="admin-tab-contacts"
          aria-controls="admin-panel-contacts"
          aria-describedby={counts.counts?.contactSubmissions.unread ? 'admin-tab-contacts-new' : undefined}
          label={
            <TabLabel
              kind={contactsKind}
              total={counts.counts?.contactSubmissions.total ?? listTotal(contacts)}
              open={counts.counts?.contactSubmissions.unread ?? 0}
              openId="admin-tab-contacts-new"
            />
          }
        />
        <Tab
          value="requests"
          id="admin-tab-requests"
          aria-controls="admin-panel-requests"
          aria-describedby={counts.counts?.calculatorRequests.unprocessed ? 'admin-tab-requests-new' : undefined}
          label={
            <TabLabel
              kind={requestsKind}
              total={counts.counts?.calculatorRequests.total ?? listTotal(requests)}
              open={counts.counts?.calculatorRequests.unprocessed ?? 0}
              openId="admin-tab-requests-new"
            />
          }
        />
        <Tab
          value="drafts"
          id="admin-tab-drafts"
          aria-controls="admin-panel-drafts"
          label={drafts.loaded ? `Drafts (${drafts.list.length})` : 'Drafts'}
        />
        <Tab value="usage" id="admin-tab-usage" aria-controls="admin-panel-usage" label="Usage" />
      </Tabs>
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
