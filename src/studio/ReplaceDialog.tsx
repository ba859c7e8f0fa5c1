/**
 * Asked before another calculator replaces a text that exists only in this
 * browser (never started, downloaded or saved as it stands).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The question about `${slug}.json`: keep writing (`onClose`), download it first, or replace it. */
export function ReplaceDialog({
  open,
  slug,
  onClose,
  onDownload,
  onReplace,
}: {
  open: boolean;
  slug: string;
  onClose: () => void;
  onDownload: () => void;
  onReplace: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="studio-replace-title">
      <DialogTitle id="studio-replace-title">Replace what you are writing?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`Your changes to ${slug}.json are kept only in this browser, and starting another calculator replaces them. Download the file first to keep it.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Keep writing
        </Button>
        <Button onClick={onDownload}>Download</Button>
        <Button color="error" variant="contained" onClick={onReplace}>
          Replace
        </Button>
      </DialogActions>
    </Dialog>
  );
}
