import { LIVE_EVENT } from './live';

/**
 * Registers the offline worker (/sw.js, built from sw/service-worker.ts) once
 * the app is live, so its download and install never compete with the first
 * paint or hydration. Call from the entry, which runs before the app can be
 * live. Production builds only: the dev server has no sw.js.
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A failed registration only costs the offline copy; the reason goes to the console.
  addEventListener(LIVE_EVENT, () => void navigator.serviceWorker.register('/sw.js').catch(console.warn), { once: true });
}
