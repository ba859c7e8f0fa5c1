import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { onDemand } from '../on-demand';
import type { ListKind } from './list-kinds';
import { emptyLine, matchLine, shownLine } from './list-texts';
import { ListToolbar } from './ListToolbar';
import { isNarrowed } from './paging';
import type { AdminCall } from './useAdminSession';
import { usePendingDelete } from './usePendingDelete';
import type { RecordList } from './useRecordList';

const ConfirmDelete = onDemand(() => import('./ConfirmDelete').then((m) => m.default));

/**
 * One tab's panel: search, filter and export above the list; what the search
 * matched; the records loaded so far; how many are shown and Load more; and
 * Delete with its confirmation. `onChanged` runs after a record was deleted,
 * so the tab counts follow.
 */
export function ListPanel<T extends { id: string }>({
  kind,
  list,
  call,
  onChanged,
  renderItem,
}: {
  kind: ListKind<T>;
  list: RecordList<T>;
  call: AdminCall;
  onChanged(): void;
  renderItem(item: T, onDelete: (item: T) => void): ReactNode;
}) {
  const { state } = list;
  const searchId = `admin-search-${kind.id}`;
  const { pending, listRef, askDelete, confirmDelete, cancelDelete, finishDelete } = usePendingDelete(kind, list, onChanged, searchId);
  const shownId = useId();
  const narrowed = isNarrowed(state.filter);
  const empty = state.loaded && state.items.length === 0 && !state.next;
  const status = !state.loaded ? '' : empty ? emptyLine(kind, state.filter) : narrowed ? matchLine(kind, state.total, state.filter) : '';

  return (
    <Box role="tabpanel" id={`admin-panel-${kind.id}`} aria-labelledby={`admin-tab-${kind.id}`}>
      <ListToolbar kind={kind} list={list} call={call} searchId={searchId} />
      <Typography role="status" color="text.secondary" data-testid="list-status" sx={{ mb: status ? 2 : 0 }}>
        {status}
      </Typography>
      {state.items.length > 0 && (
        <Box component="ul" ref={listRef} sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
          {state.items.map((item) => renderItem(item, askDelete))}
        </Box>
      )}
      {!empty && state.loaded && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mt: 3 }}>
          <Typography id={shownId} role="status" variant="body2" color="text.secondary" data-testid="shown-count">
            {shownLine(state.items.length, state.total)}
          </Typography>
          {state.next && (
            <Button variant="outlined" onClick={() => void list.loadMore()} aria-describedby={shownId}>
              {state.fetching === 'more' ? 'Loading more...' : 'Load more'}
            </Button>
          )}
        </Box>
      )}
      {pending && (
        <LoadBoundary what="the delete confirmation">
          <ConfirmDelete
            open={pending.open}
            title={kind.deleteTitle}
            what={kind.describe(pending.record)}
            deleting={pending.deleting}
            onCancel={cancelDelete}
            onConfirm={() => void confirmDelete()}
            onExited={finishDelete}
          />
        </LoadBoundary>
      )}
    </Box>
  );
}
