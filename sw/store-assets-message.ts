/**
 * What a page tells its offline worker once the worker controls it: the
 * /assets/ files the page fetched past the worker before then. On a first
 * visit the worker takes over after the page is hydrated, and a page goes on
 * loading code by itself meanwhile (the explorers a calculator prepares in
 * an idle moment, the hero's particles), code no page names in its HTML.
 * The worker stores those files like the rest, so the visit works offline.
 */
export const STORE_ASSETS = 'store-assets';

/** The message; `urls` are the files' absolute addresses, as the page fetched them. */
export interface StoreAssetsMessage {
  type: typeof STORE_ASSETS;
  urls: string[];
}
