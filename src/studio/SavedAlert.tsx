/** What Save answered, under the toolbar until it is closed. */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { Saved } from './save-draft';

/** The answer as a success or an error, with a link to the page where there is one. */
export function SavedAlert({ saved, onClose }: { saved: Saved; onClose: () => void }) {
  return (
    <Alert severity={saved.ok ? 'success' : 'error'} onClose={onClose} sx={{ borderRadius: 0 }}>
      {saved.message}
      {saved.page ? (
        <>
          {' '}
          <Link href={saved.page}>Open {saved.page}</Link>
        </>
      ) : null}
    </Alert>
  );
}
