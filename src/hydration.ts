/**
 * The moment the app is hydrated on a page: hydrated (or, on the dev server,
 * rendered), so its handlers answer. Until then the entry (src/boot.ts)
 * keeps what the visitor does (src/event-replay.ts); the interaction
 * benchmark measures the time to it. No imports: the entry must stay small.
 */

/** Event dispatched on window when the app is hydrated. */
export const HYDRATED_EVENT = 'app:hydrated';
/** Attribute set on <html> when the app is hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * On the element around each part of a page that React hydrates (an island:
 * src/islands/). Everything outside islands is static HTML, or answers from
 * the entry's own script (the header).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * On a control whose press (or a form whose submission) is kept until the
 * app is hydrated (src/event-replay.ts, and the head's script before it).
 */
export const QUEUED_ATTRIBUTE = 'data-queued';
/**
 * Event dispatched on window when a press or submission is kept for the app:
 * what the press will need (a result's code) can start loading before hydration.
 */
export const KEPT_EVENT = 'app:kept';
