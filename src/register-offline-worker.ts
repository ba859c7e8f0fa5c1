import { STORE_ASSETS, type StoreAssetsMessage } from '../sw/store-assets-message';

/**
 * Once the worker controls this page, sends it the /assets/ files the page
 * fetched past it before then, and each such file that still arrives (a
 * fetch begun before the worker took over). Resource timing marks them:
 * `workerStart` is 0 for a fetch no worker handled.
 */
function storeWhatWentPast(): void {
  if (typeof PerformanceObserver !== 'function') return;
  new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.workerStart === 0)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.href);
    const message: StoreAssetsMessage = { type: STORE_ASSETS, urls };
    if (urls.length > 0) navigator.serviceWorker.controller?.postMessage(message);
  }).observe({ type: 'resource', buffered: true });
}

/**
 * Registers the offline worker (/sw.js, built from sw/service-worker.ts);
 * run once the app is hydrated (src/after-hydration.ts), so its download and install
 * never compete with the first paint or hydration. Production builds only:
 * the dev server has no sw.js.
 *
 * A page the worker did not control from its start (a first visit) tells the
 * worker, once it takes over, what the page loaded without it
 * (sw/store-assets-message.ts).
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) navigator.serviceWorker.addEventListener('controllerchange', storeWhatWentPast, { once: true });
  // A failed registration only costs the offline copy; the reason goes to the console.
  void navigator.serviceWorker.register('/sw.js').catch(console.warn);
}
