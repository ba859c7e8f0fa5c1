import { LIVE_ATTRIBUTE, LIVE_EVENT } from './live';

/**
 * Registers the offline worker (/sw.js, built from sw/service-worker.ts) once
 * the app is live, so its download and install never compete with the first
 * paint or hydration. Production builds only: the dev server has no sw.js.
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The offline worker was not registered:', error));
  if (document.documentElement.hasAttribute(LIVE_ATTRIBUTE)) void register();
  else addEventListener(LIVE_EVENT, () => void register(), { once: true });
}
