/**
 * The toasts' own root, mounted at the end of the page's body with the first
 * toast (./toasts.ts): it renders the toast on screen with MUI, loaded then.
 */
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadBoundary } from '../components/LoadBoundary';
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';
import { closeToast, toastStore } from './toasts';

// The worker stores this chunk with the app's own (scripts/service-worker.ts), so it is there offline too.
const ToastView = onDemand(withMui(() => import('./ToastView').then((m) => m.default)));

/** The toast on screen, if any. */
function ToastHost() {
  const { toast, open } = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot);
  if (!toast) return null;
  return (
    <LoadBoundary what="the message" quiet>
      <ToastView toast={toast} open={open} onClose={closeToast} />
    </LoadBoundary>
  );
}

let mounted = false;

/** Mounts the toasts' root, once. */
export function mountToastHost(): void {
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  element.setAttribute('data-toast-host', '');
  document.body.append(element);
  createRoot(element).render(
    <StrictMode>
      <ToastHost />
    </StrictMode>,
  );
}
