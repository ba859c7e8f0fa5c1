/**
 * The moment the app is live on a page: hydrated (or, on the dev server,
 * rendered), so its handlers answer. The entry (src/boot.ts) stops form
 * submissions until then; browser tests wait for the mark. No imports:
 * the entry must stay small.
 */

/** Event dispatched on window when the app is live. */
export const LIVE_EVENT = 'app:live';
/** Attribute set on <html> when the app is live. */
export const LIVE_ATTRIBUTE = 'data-live';
