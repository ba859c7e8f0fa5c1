/**
 * Toasts (spec section 9): one at a time, shown for 5000 ms, in two variants:
 * `default` (a confirmation) and `destructive` (something went wrong).
 * A new toast replaces the one on screen.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** What a toast says. */
export interface ToastMessage {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

/** How long a toast stays, in milliseconds (spec section 9). */
export const TOAST_DURATION_MS = 5000;

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast; replaces the current one. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** Holds the one toast on screen and renders it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message) => {
    setCurrent({ ...message, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const destructive = current?.variant === 'destructive';
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open && current !== null}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          onClose={close}
          severity={destructive ? 'error' : 'success'}
          variant="filled"
          role={destructive ? 'alert' : 'status'}
          data-testid="toast"
          sx={{ width: '100%', maxWidth: 420 }}
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
