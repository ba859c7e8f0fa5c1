/**
 * The moment the app is live on a page: hydrated (or, on the dev server,
 * rendered), so its handlers answer. Until then the entry (src/boot.ts)
 * keeps what the visitor does (src/keep-until-live.ts); the interaction
 * benchmark measures the time to it. No imports: the entry must stay small.
 */

/** Event dispatched on window when the app is live. */
export const LIVE_EVENT = 'app:live';
/** Attribute set on <html> when the app is live. */
export const LIVE_ATTRIBUTE = 'data-live';
/**
 * On the element around each part of a page that React hydrates (an island:
 * src/islands/). Everything outside islands is static HTML, or answers from
 * the entry's own script (the header).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
