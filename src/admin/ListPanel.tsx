import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { onDemand } from '../on-demand';
import { useToast } from '../toast/toasts';
import type { ListKind } from './list-kinds';
import { emptyLine, matchLine, shownLine } from './list-texts';
import { ListToolbar } from './ListToolbar';
import { deleted } from './notices';
import { isNarrowed } from './paging';
import { ITEM_HEADING } from './SubmissionItems';
import type { AdminCall } from './useAdminSession';
import type { RecordList } from './useRecordList';

const ConfirmDelete = onDemand(() => import('./ConfirmDelete').then((m) => m.default));

/** A delete being asked about: the record, whether the dialog is open, and whether the call is on its way. */
interface Pending<T> {
  record: T;
  open: boolean;
  deleting: boolean;
  /** Where the focus goes once the dialog has gone: the Delete button on Cancel, the next record after a delete. */
  focusAfter?: () => void;
}

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
  const toast = useToast();
  const { state } = list;
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchId = `admin-search-${kind.id}`;
  const shownId = useId();
  const narrowed = isNarrowed(state.filter);
  const empty = state.loaded && state.items.length === 0 && !state.next;
  const status = !state.loaded ? '' : empty ? emptyLine(kind, state.filter) : narrowed ? matchLine(kind, state.total, state.filter) : '';

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
            onCancel={() => setPending((now) => now && { ...now, open: false })}
            onConfirm={() => void confirmDelete()}
            onExited={() => {
              pending.focusAfter?.();
              setPending(null);
            }}
          />
        </LoadBoundary>
      )}
    </Box>
  );
}
