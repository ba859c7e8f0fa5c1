import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ListKind } from './list-kinds';
import { openLine, tabLabel } from './list-texts';

/**
 * A tab's label: the spec's 'Contact Submissions (N)' (just the name until
 * the total is known) and, beside it, how many are new. The new count is
 * hidden from the tab's accessible name, which stays the spec's text, and
 * read as the tab's description instead (the tab points to `openId`).
 */
export function TabLabel({
  kind,
  total,
  open,
  openId,
}: {
  kind: Pick<ListKind<{ id: string }>, 'tabName'>;
  total: number | undefined;
  open: number;
  openId: string;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
      <span>{total === undefined ? kind.tabName : tabLabel(kind, total)}</span>
      {open > 0 && (
        <Chip
          component="span"
          id={openId}
          aria-hidden
          size="small"
          color="primary"
          label={openLine(open)}
          data-testid="tab-new-count"
          sx={{ fontWeight: 600 }}
        />
      )}
    </Box>
  );
}
