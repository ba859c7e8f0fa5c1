/**
 * What a page does once it is hydrated, loaded then so that none of it is in
 * the first load: the offline worker (src/register-offline-worker.ts) and
 * usage counts (src/usage/sender.ts).
 */
import { registerOfflineWorker } from './register-offline-worker';
import { startUsage } from './usage/sender';

/** Runs once, at hydration. */
export function afterHydration(): void {
  registerOfflineWorker();
  startUsage();
}
