import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ListKind } from './list-kinds';
import { SearchBox } from './SearchBox';
import { useCsvExport } from './useCsvExport';
import type { AdminCall } from './useAdminSession';
import type { RecordList } from './useRecordList';

/**
 * Above a list: its search field, the unread / unprocessed switch and Export
 * CSV, which downloads what the list shows (its search and filter), every
 * page of it. On a phone the search takes the first line, the others the next.
 */
export function ListToolbar<T extends { id: string }>({
  kind,
  list,
  call,
  searchId,
}: {
  kind: ListKind<T>;
  list: RecordList<T>;
  call: AdminCall;
  searchId: string;
}) {
  const { exporting, exportCsv } = useCsvExport(kind, call);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1.5, mb: 2 }}>
      <Box component="search" sx={{ flex: '1 1 260px' }}>
        <SearchBox id={searchId} label={kind.searchLabel} initial={list.filter.q} onSearch={(q) => list.setFilter({ q })} />
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {/* A plain label, not FormControlLabel: its class names are in the shell's module graph (through the theme), so using it
            would move them into every page's first load. */}
        <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer', ml: -1 }}>
          <Switch checked={list.filter.openOnly} onChange={(event) => list.setFilter({ openOnly: event.target.checked })} />
          <Typography component="span">{kind.filterLabel}</Typography>
        </Box>
        <Button variant="outlined" onClick={() => void exportCsv(list.state.filter)} aria-disabled={exporting || undefined}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Box>
    </Box>
  );
}
