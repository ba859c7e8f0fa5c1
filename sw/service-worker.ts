/**
 * The offline worker, served as /sw.js (bundled after pre-rendering by
 * scripts/service-worker.ts, which injects the shell's files as
 * self.__WB_MANIFEST).
 *
 * - Pages: network first, the cache after 3 s or offline, so online a visitor
 *   always gets the newest HTML and a page visited once opens with no network.
 * - /assets/*: cache first. File names carry a content hash, so a cached file
 *   is never stale. What a page fetched before the worker took over, the
 *   page names in a message (sw/store-assets-message.ts), and it is stored.
 * - A page never visited, offline: the offline page (src/pages/OfflinePage.tsx),
 *   precached, with "Try again".
 * - /api/* and the studio (/studio, behind the admin login): no route at all,
 *   so the browser alone answers those requests (its login dialog included)
 *   and none is ever cached; but for the usage batches (POST /api/events),
 *   which the worker sends on (never cached) so one sent as a page is left
 *   is not lost.
 *
 * Why the hashed shell files are put into the assets cache instead of
 * Workbox's precache: a new worker drops every precached file its own list
 * lacks, which would leave the pages cached under the last deployment
 * without their code offline. In the assets cache a deployment's files stay
 * until expiry pushes them out, and every page stored in the pages cache has
 * the files it names (its entry and modulepreloads) stored with it.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { EVENTS_PATH } from '../contract/usage-names';
import * as z from 'zod/mini';
import { assetsNamedIn } from './assets-named-in';
import { OFFLINE_PAGE } from './offline-page';
import { STORE_ASSETS } from './store-assets-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** Pages and assets are matched whatever the Vary header (Accept-Encoding) says: the stored body is the decoded one. */
const matchOptions = { ignoreVary: true };

const assets = new CacheFirst({
  cacheName: 'assets',
  matchOptions,
  // A deployment has some 70 files; room for about three, the least recently used dropped first.
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});

/** Puts the files at `urls` (absolute, or relative to the worker) into the assets cache, unless already there. */
function storeAssets(event: ExtendableEvent, urls: readonly string[]): Promise<unknown> {
  return Promise.all(urls.map((url) => assets.handle({ event, request: new Request(url) })));
}

/** Stores the files a cached page names beside it, so the page works offline however its first load went. */
const withItsAssets: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse, event }) => {
    await storeAssets(event, assetsNamedIn(await newResponse.text()));
  },
};

/** A page is the same pre-rendered HTML for every query (the query holds a calculator's inputs): one entry per path. */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 3,
  matchOptions,
  plugins: [withoutQuery, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }), withItsAssets],
});

const shell = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry } : entry));
const hashed = ({ url }: PrecacheEntry) => url.startsWith('assets/');
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(
    storeAssets(
      event,
      shell.filter(hashed).map(({ url }) => url),
    ),
  );
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(shell.filter((entry) => !hashed(entry)));

/** Addresses the worker leaves to the browser alone: the API and the studio. */
const leftAlone = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/studio' || url.pathname.startsWith('/studio/');

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !leftAlone(url), pages);
registerRoute(({ url }) => isAsset(url), assets);
// A page's last usage batch is sent as it is left (src/usage/sender.ts). Left to the browser, a beacon the worker was
// asked about while the page unloaded was dropped; sent by the worker itself it outlives the page. Never cached.
registerRoute(({ url }) => sameOrigin(url) && url.pathname === EVENTS_PATH, new NetworkOnly(), 'POST');
// A page never visited, asked for with no network: the offline page says so, under the address asked for.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

// zod's mini build: the full one would quadruple the worker (26 to 106 kB). Jitless as in the pages
// (src/zod-config.ts): the worker is served under the same Content-Security-Policy, without 'unsafe-eval'.
z.config({ jitless: true });
// A deployment has some 70 files: a page that names more is not one of this site's.
const storeAssetsMessage = z.object({ type: z.literal(STORE_ASSETS), urls: z.array(z.string()).check(z.maxLength(500)) });

// What the page fetched before this worker controlled it (sw/store-assets-message.ts); anything else is ignored.
self.addEventListener('message', (event) => {
  const message = storeAssetsMessage.safeParse(event.data);
  if (!message.success) return;
  // The page's own resource timing gives absolute addresses; a malformed one is skipped like a foreign one.
  const urls = message.data.urls.filter((address) => URL.canParse(address) && isAsset(new URL(address)));
  event.waitUntil(storeAssets(event, urls));
});

// The page a visitor opened before this worker existed was loaded past it: store it now, so that very visit works offline.
self.addEventListener('activate', (event) => {
  const opened = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => windows.map((client) => new URL(client.url)).filter((url) => sameOrigin(url) && !leftAlone(url)));
  event.waitUntil(opened.then((urls) => Promise.all(urls.map((url) => pages.handle({ event, request: new Request(url.pathname) })))));
});
