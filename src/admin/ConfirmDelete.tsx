import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * Asks before a record is deleted for good. Cancel has the focus, so Enter
 * pressed out of habit keeps the record; Escape and a click outside cancel
 * too. Loaded with the first Delete press, so the dashboard does not carry a
 * dialog it may never open. `onExited` runs once it has gone from the screen.
 */
export default function ConfirmDelete({
  open,
  title,
  what,
  deleting,
  onCancel,
  onConfirm,
  onExited,
}: {
  open: boolean;
  title: string;
  /** The record in a sentence: '"Pricing" from Ada'. */
  what: string;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
  onExited(): void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ wordBreak: 'break-word' }}>
          {`${what.charAt(0).toUpperCase()}${what.slice(1)} will be deleted. This cannot be undone.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" aria-disabled={deleting || undefined}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
