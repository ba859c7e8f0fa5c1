/**
 * The names usage counts are sent under (contract/events.ts holds the
 * events' schema): where batches go, their limits, the closed lists of
 * explorers and copies, and the window events and footer switch the page
 * uses. No zod here, so a page's first load can name them. What the
 * entry itself names is in contract/usage-queue.ts, so that the entry does
 * not carry the rest.
 */

/** Where batches are sent (POST, `navigator.sendBeacon`); a 204 means counted. */
export const EVENTS_PATH = '/api/events';

/** The most events one batch may hold, and the largest body, in bytes. */
export const MAX_EVENTS_PER_BATCH = 20;
export const MAX_EVENTS_BODY_BYTES = 8 * 1024;

/** What a result's tools open, by name. */
export const explorers = ['compare', 'chart', 'solve-for', 'use-result-in'] as const;
/** What a visitor copies. */
export const copied = ['link', 'result'] as const;

/** A plan of the visitor's own making, which no template names. */
export const CUSTOM_PLAN = 'custom';

/** A host name, lower case, without its path or query: what a referrer or an embedding page is counted as. */
export const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** localStorage key of the footer's switch: `off` when the visitor turned counting off in this browser. */
export const USAGE_SWITCH_KEY = 'marketing-calculators:usage';
/** The footer's switch (a button the sender shows and answers). */
export const USAGE_SWITCH_ATTRIBUTE = 'data-usage-switch';
