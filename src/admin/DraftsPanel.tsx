/**
 * The admin's Drafts tab: the calculator definitions editors saved in the
 * studio, newest first, each to download (as `<slug>.json`, to place in
 * definitions/) or delete. Empty, it says what will appear and how.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { DraftSummary } from '../../contract/drafts';
import { saveFile } from '../save-file';
import { useToast } from '../toast/toasts';
import { fetchDraftFile } from './drafts-api';
import { formatSubmittedAt } from './format-date';
import { draftDownloadFailed } from './notices';
import type { AdminCall } from './useAdminSession';
import type { Drafts } from './useDrafts';

const ConfirmDelete = lazy(() => import('./ConfirmDelete'));

const size = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The list of drafts, with its empty state. */
export function DraftsPanel({ drafts, call }: { drafts: Drafts; call: AdminCall }) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<{ draft: DraftSummary; busy: boolean }>();
  const [open, setOpen] = useState(false);

  const download = async (draft: DraftSummary) => {
    try {
      const answer = await call((password) => fetchDraftFile(password, draft));
      if (!answer) return;
      if (!answer.ok) throw new Error(String(answer.status));
      saveFile(answer.file, answer.name);
    } catch {
      toast(draftDownloadFailed);
    }
  };
  const confirm = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    await drafts.remove(deleting.draft.id);
    setOpen(false);
  };

  if (drafts.list.length === 0) {
    return (
      <Box role="tabpanel" id="admin-panel-drafts" aria-labelledby="admin-tab-drafts" sx={{ py: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 1 }}>{drafts.loaded ? 'No drafts yet.' : ''}</Typography>
        <Typography color="text.secondary">
          A calculator an editor writes in the <Link href="/studio">studio</Link> and saves as a draft appears here, to download into
          definitions/ or delete.
        </Typography>
      </Box>
    );
  }
  return (
    <Box role="tabpanel" id="admin-panel-drafts" aria-labelledby="admin-tab-drafts">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Download a draft and place it in definitions/ to publish it; <Link href="/studio">open the studio</Link> to write another.
      </Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {drafts.list.map((draft) => (
          <Card key={draft.id} component="li" variant="outlined" data-testid="draft">
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Box sx={{ flex: 1, minWidth: 220 }}>
                <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
                  {draft.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {draft.slug}.json · {size(draft.bytes)} · saved {formatSubmittedAt(draft.savedAt)}
                </Typography>
              </Box>
              <Button variant="outlined" onClick={() => void download(draft)}>
                Download
              </Button>
              <Button
                color="error"
                onClick={() => {
                  setDeleting({ draft, busy: false });
                  setOpen(true);
                }}
              >
                Delete
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDelete
            open={open}
            title="Delete draft"
            what={`the draft "${deleting.draft.title}"`}
            deleting={deleting.busy}
            onCancel={() => setOpen(false)}
            onConfirm={() => void confirm()}
            onExited={() => setDeleting(undefined)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
