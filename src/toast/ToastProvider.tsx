/**
 * Toasts (spec section 9): one at a time, shown for 5000 ms, in two variants:
 * `default` (a confirmation) and `destructive` (something went wrong).
 * A new toast replaces the one on screen.
 */
import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';
import type { ToastMessage } from './toast';

export { TOAST_DURATION_MS, type ToastMessage } from './toast';

// The worker stores this chunk with the app's own (scripts/service-worker.ts), so it is there offline too.
const ToastView = onDemand(withMui(() => import('./ToastView').then((m) => m.default)));

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast; replaces the current one. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** The toast on screen, shared by every island's provider: one at a time on the whole page. */
interface Shown {
  toast: (ToastMessage & { key: number }) | null;
  open: boolean;
  /** The provider that showed it, and renders it. */
  owner: object | null;
}

let shown: Shown = { toast: null, open: false, owner: null };
const listeners = new Set<() => void>();
const setShown = (next: Shown) => {
  shown = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const initial: Shown = { toast: null, open: false, owner: null };

/**
 * Holds the one toast on screen. Each part of the page that React runs (an
 * island) has a provider of its own; they share the toast, so a new one
 * replaces the one on screen wherever it came from, and the provider that
 * showed it renders it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [owner] = useState(() => ({}));
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => initial,
  );
  const show = useCallback<ShowToast>(
    (message) => setShown({ toast: { ...message, key: Date.now() + Math.random() }, open: true, owner }),
    [owner],
  );
  const close = useCallback(() => {
    if (shown.owner === owner) setShown({ ...shown, open: false });
  }, [owner]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {current.toast && current.owner === owner && (
        <LoadBoundary what="the message" quiet>
          <ToastView toast={current.toast} open={current.open} onClose={close} />
        </LoadBoundary>
      )}
    </ToastContext.Provider>
  );
}
