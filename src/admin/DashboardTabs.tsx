import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SubmissionCounts } from '../../contract/admin-lists';
import { contactsKind, requestsKind } from './list-kinds';
import { isNarrowed } from './paging';
import { TabLabel } from './TabLabel';
import type { DashboardLists, DashboardTab } from './useDashboardTabs';
import type { Drafts } from './useDrafts';
import type { RecordList } from './useRecordList';

/** The list's own total while the counts are not known (their call failed): only when nothing narrows it. */
function listTotal(list: RecordList<{ id: string }>): number | undefined {
  return list.state.loaded && !isNarrowed(list.state.filter) ? list.state.total : undefined;
}

/**
 * The dashboard's tabs: the two lists with their totals and new items (from
 * `counts`, or the lists' own totals until they are known), the drafts with
 * how many there are, and Usage. `onShow` opens the tab chosen.
 */
export function DashboardTabs({
  tab,
  onShow,
  counts,
  lists,
  drafts,
}: {
  tab: DashboardTab;
  onShow(tab: DashboardTab): void;
  counts: SubmissionCounts | null;
  lists: DashboardLists;
  drafts: Pick<Drafts, 'list' | 'loaded'>;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(_, value: DashboardTab) => onShow(value)}
      aria-label="Submissions"
      variant="fullWidth"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Tab
        value="contacts"
        id="admin-tab-contacts"
        aria-controls="admin-panel-contacts"
        aria-describedby={counts?.contactSubmissions.unread ? 'admin-tab-contacts-new' : undefined}
        label={
          <TabLabel
            kind={contactsKind}
            total={counts?.contactSubmissions.total ?? listTotal(lists.contacts)}
            open={counts?.contactSubmissions.unread ?? 0}
            openId="admin-tab-contacts-new"
          />
        }
      />
      <Tab
        value="requests"
        id="admin-tab-requests"
        aria-controls="admin-panel-requests"
        aria-describedby={counts?.calculatorRequests.unprocessed ? 'admin-tab-requests-new' : undefined}
        label={
          <TabLabel
            kind={requestsKind}
            total={counts?.calculatorRequests.total ?? listTotal(lists.requests)}
            open={counts?.calculatorRequests.unprocessed ?? 0}
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
  );
}
