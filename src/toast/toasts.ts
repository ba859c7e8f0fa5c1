/**
 * Toasts (spec section 9): one at a time on the whole page, shown for
 * 5000 ms, in two variants: `default` (a confirmation) and `destructive`
 * (something went wrong). A new toast replaces the one on screen, wherever
 * on the page it came from.
 *
 * The toast on screen is the page's, not a part's: any island shows one
 * with {@link showToast}, and none needs a provider around it. The first
 * toast loads the toasts' own root (./toast-host.tsx), so a page that never
 * shows one carries none of it.
 */
import type { ToastMessage } from './toast';

export { TOAST_DURATION_MS, type ToastMessage } from './toast';

/** The toast on screen, and whether it is open (false while it leaves). */
export interface ShownToast {
  toast: (ToastMessage & { key: number }) | null;
  open: boolean;
}

const none: ShownToast = { toast: null, open: false };
let shown = none;
const listeners = new Set<() => void>();
const setShown = (next: ShownToast) => {
  shown = next;
  for (const listener of listeners) listener();
};

/** The toast on screen, for `useSyncExternalStore`. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): ShownToast => shown,
  serverSnapshot: (): ShownToast => none,
};

let host: Promise<unknown> | undefined;

/** Shows a toast; replaces the one on screen. */
export function showToast(message: ToastMessage): void {
  setShown({ toast: { ...message, key: Date.now() + Math.random() }, open: true });
  // A failed load (offline, before the worker stored it) is tried again with the next toast: a toast is a courtesy.
  host ??= import('./toast-host').then(
    (module) => module.mountToastHost({ ...toastStore, close: closeToast }),
    () => (host = undefined),
  );
}

/** Closes the toast on screen (its timer ran out, or the visitor closed it). */
export function closeToast(): void {
  if (shown.toast) setShown({ ...shown, open: false });
}

/** Shows a toast, from a component: {@link showToast}. */
export function useToast(): (message: ToastMessage) => void {
  return showToast;
}
