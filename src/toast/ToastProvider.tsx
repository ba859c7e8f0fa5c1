/**
 * Toasts (spec section 9): one at a time, shown for 5000 ms, in two variants:
 * `default` (a confirmation) and `destructive` (something went wrong).
 * A new toast replaces the one on screen.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { onDemand } from '../on-demand';
import type { ToastMessage } from './toast';

export { TOAST_DURATION_MS, type ToastMessage } from './toast';

// The worker stores this chunk with the app's own (scripts/service-worker.ts), so it is there offline too.
const ToastView = onDemand(() => import('./ToastView').then((m) => m.default));

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
  return (
    <ToastContext.Provider value={show}>
      {children}
      {current && (
        <LoadBoundary what="the message" quiet>
          <ToastView toast={current} open={open} onClose={() => setOpen(false)} />
        </LoadBoundary>
      )}
    </ToastContext.Provider>
  );
}
