/**
 * The toasts' own root, mounted at the end of the page's body with the first
 * toast (./toasts.ts, which hands it the toast on screen): it renders that
 * toast with MUI, loaded then.
 */
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadBoundary } from '../components/LoadBoundary';
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';
import type { ToastMessage } from './toast';

// The worker stores this chunk with the app's own (scripts/service-worker.ts), so it is there offline too.
const ToastView = onDemand(withMui(() => import('./ToastView').then((m) => m.default)));

/** The toast on screen as the host reads it: for `useSyncExternalStore`, and how to close it. */
export interface ToastSource {
  subscribe(listener: () => void): () => void;
  snapshot(): { toast: (ToastMessage & { key: number }) | null; open: boolean };
  serverSnapshot(): { toast: (ToastMessage & { key: number }) | null; open: boolean };
  close(): void;
}

/** The toast on screen, if any. */
function ToastHost({ source }: { source: ToastSource }) {
  const { toast, open } = useSyncExternalStore(source.subscribe, source.snapshot, source.serverSnapshot);
  if (!toast) return null;
  return (
    <LoadBoundary what="the message" quiet>
      <ToastView toast={toast} open={open} onClose={source.close} />
    </LoadBoundary>
  );
}

let mounted = false;

/** Mounts the toasts' root, once, showing the toast `source` holds. */
export function mountToastHost(source: ToastSource): void {
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  element.setAttribute('data-toast-host', '');
  document.body.append(element);
  createRoot(element).render(
    <StrictMode>
      <ToastHost source={source} />
    </StrictMode>,
  );
}
