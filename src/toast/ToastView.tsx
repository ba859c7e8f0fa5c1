import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS, type ToastMessage } from './toast';

/** The toast on screen; loaded with the first toast, so pages that never show one do not carry it. */
export default function ToastView({ toast, open, onClose }: { toast: ToastMessage & { key: number }; open: boolean; onClose(): void }) {
  const destructive = toast.variant === 'destructive';
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-print="hide"
    >
      <Alert
        onClose={close}
        severity={destructive ? 'error' : 'success'}
        variant="filled"
        role={destructive ? 'alert' : 'status'}
        data-testid="toast"
        sx={{ width: '100%', maxWidth: 420 }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
